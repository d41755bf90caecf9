import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { indexEpisodes } from '../../lib/source-links';
import { theme } from '../../theme/theme';
import { AnswerSourcesContext, type AnswerSources } from './answer-context';
import { SourceLinks } from './SourceLinks';

const quote = { text: 'We shipped it on a Friday.', episode: 4, guest: 'Ada Example', timestamp: '12:30' };

function renderLinks(episodes: AnswerSources['episodes']) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <AnswerSourcesContext.Provider value={{ quotes: [quote], episodes }}>
          <SourceLinks quote={quote} />
        </AnswerSourcesContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('SourceLinks', () => {
  afterEach(cleanup);

  it("links the quote's episode: video at the quote, newsletter post, transcript", () => {
    renderLinks(indexEpisodes([{ number: 4, videoId: 'abcDEF12345', substackLink: 'https://pod.substack.com/p/ep-4' }], 1000));
    expect(screen.getByTestId('video-link').getAttribute('href')).toBe('https://www.youtube.com/watch?v=abcDEF12345&t=750');
    expect(screen.getByRole('link', { name: /Read episode 4 on Substack/ }).getAttribute('href')).toBe('https://pod.substack.com/p/ep-4');
    expect(screen.getByTestId('transcript-link').getAttribute('href')).toBe('/episodes/4#t=12:30');
  });

  it('says an episode deleted since the answer was written is gone, and links nowhere', () => {
    renderLinks(indexEpisodes([{ number: 1 }, { number: 2 }], 1000));
    expect(screen.getByText('Episode 4 is no longer in the archive, so this quote has no links.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('keeps the fallback links when the episode list failed to load', () => {
    renderLinks(indexEpisodes(null, 1000));
    expect(screen.getByTestId('video-link').textContent).toMatch(/^Placeholder video/);
    expect(screen.getByTestId('transcript-link').getAttribute('href')).toBe('/episodes/4#t=12:30');
  });

  it('says the links are loading while the episode list loads', () => {
    renderLinks(null);
    expect(screen.getByRole('status').textContent).toBe('Loading links...');
  });
});
