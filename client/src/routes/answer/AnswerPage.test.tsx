import { ApolloClient, ApolloLink, InMemoryCache, type Operation } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../lib/match-media.test-support';
import { theme } from '../../theme/theme';
import { toast } from '../../ui/toast';
import { AnswerPage } from './AnswerPage';

vi.mock('../../ui/toast', () => ({ toast: vi.fn() }));

/** Home as the answer page leaves it: where the visitor is, and what goes back into the question box. */
function HomeProbe() {
  const location = useLocation();
  const state = location.state as { question?: string } | null;
  return <p data-testid="home">{`home; question in the box: ${state?.question ?? '(none)'}`}</p>;
}

/** Where the visitor is on the answer page. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * The answer page at `address`, with an Apollo client that records every operation sent
 * (name and variables) and answers those `reply` answers; the others never.
 */
function renderAnswerPage(address: string, reply: (operation: Operation) => object | null = () => null) {
  const sent: string[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      sent.push(`${operation.operationName ?? '(anonymous)'} ${JSON.stringify(operation.variables)}`);
      const data = reply(operation);
      return new Observable((observer) => {
        if (!data) return;
        observer.next({ data });
        observer.complete();
      });
    }),
  });
  const page = (
    <>
      <Where />
      <AnswerPage />
    </>
  );
  render(
    <ThemeProvider theme={theme}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/" element={<HomeProbe />} />
            <Route path="/answer" element={page} />
            <Route path="/answer/:slug" element={page} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
  /** The names of the operations sent, in order. */
  const names = () => sent.map((s) => s.split(' ')[0]);
  return { sent, names };
}

describe('AnswerPage, a new question from the address', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(toast).mockClear();
  });

  it('asks a well-formed question', async () => {
    const { names } = renderAnswerPage('/answer?question=What%20is%20PLG%3F');
    await waitFor(() => expect(names()).toEqual(['AskQuestion']));
    expect(screen.getByText('What is PLG?')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks nothing for an address with a malformed percent-escape: a toast says why, and home to type the question again', async () => {
    const { sent } = renderAnswerPage('/answer?question=%E0%A4%A');
    await screen.findByTestId('home');
    expect(screen.getByTestId('home').textContent).toBe('home; question in the box: (none)');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Invalid link',
      description: "This link's question could not be read: it holds a malformed percent-escape (such as %ZZ). Please type your question again.",
      variant: 'destructive',
    });
    // Long enough for a request that was going to be sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('asks nothing when another part of the query is malformed, as the REST API refuses such an address', async () => {
    const { sent } = renderAnswerPage('/answer?question=What%20is%20PLG%3F&ref=%ZZ');
    await screen.findByTestId('home');
    expect(vi.mocked(toast).mock.calls[0]?.[0].title).toBe('Invalid link');
    expect(sent).toEqual([]);
  });
});

describe('AnswerPage, a saved answer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a former address of an answer at its current one, counting the view there only', async () => {
    const prompt = {
      __typename: 'Prompt',
      id: '5f0c6b0e-7a51-4c1e-9d55-0d1d3f0a9b21',
      slug: 'how-we-price-now',
      text: 'How do we price?',
      isPublished: true,
      response: { __typename: 'Response', fullResponse: 'We price by seat.', sources: { __typename: 'Sources', quotes: [] } },
    };
    stubMatchMedia();
    const { sent } = renderAnswerPage('/answer/how-we-priced-before', (operation) =>
      operation.operationName === 'AnswerBySlug' ? { promptBySlug: prompt } : null,
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/answer/how-we-price-now'));
    await screen.findByText('We price by seat.');
    await waitFor(() => expect(sent.filter((s) => s.startsWith('RecordPromptView'))).toEqual([`RecordPromptView {"id":"${prompt.id}"}`]));
    expect(sent.filter((s) => s.startsWith('AnswerBySlug'))).toEqual([
      'AnswerBySlug {"slug":"how-we-priced-before"}',
      'AnswerBySlug {"slug":"how-we-price-now"}',
    ]);
  });
});
