import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_NO_WORDS, QUESTION_RULE, QUESTION_TOO_LONG, QUESTION_TOO_MANY_CHARS } from '@common/question';
import { theme } from '../../theme/theme';
import { QuestionBox } from './QuestionBox';

function renderBox() {
  const onAsk = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <QuestionBox outOfCapacity={false} onAsk={onAsk} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const input = screen.getByLabelText('Your question about the episodes');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { onAsk, type, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Ask' })) };
}

describe('QuestionBox', () => {
  afterEach(cleanup);

  it('shows the rule: at most 20 words and 300 characters', () => {
    renderBox();
    expect(screen.getByText(QUESTION_RULE)).toBeTruthy();
    expect(QUESTION_RULE).toBe('At most 20 words and 300 characters.');
  });

  it('counts characters and refuses a question over 300 of them without sending it', () => {
    const box = renderBox();
    box.type(`pricing ${'x'.repeat(300)}`);
    expect(screen.getByText('2/20 words · 308/300 characters')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(QUESTION_TOO_MANY_CHARS);
    box.submit();
    expect(box.onAsk).not.toHaveBeenCalled();
  });

  it('refuses 21 words and sends a question that keeps the rule', () => {
    const box = renderBox();
    box.type(Array.from({ length: 21 }, () => 'why').join(' '));
    expect(screen.getByRole('alert').textContent).toBe(QUESTION_TOO_LONG);
    box.type('How did Figma price its plans?');
    expect(screen.queryByRole('alert')).toBeNull();
    box.submit();
    expect(box.onAsk).toHaveBeenCalledWith('How did Figma price its plans?');
  });

  it('refuses a question with no words in it without sending it', () => {
    const box = renderBox();
    box.type('???');
    expect(screen.getByRole('alert').textContent).toBe(QUESTION_NO_WORDS);
    expect(screen.getByRole('button', { name: 'Ask' }).hasAttribute('disabled')).toBe(true);
    box.submit();
    expect(box.onAsk).not.toHaveBeenCalled();
  });
});
