import { describe, expect, it } from 'vitest';
import { mostCitedEpisode } from './prompt-admin.service.js';

const quote = (episode: number) => ({ text: 'Words.', episode, guest: 'A', timestamp: '00:00' });

describe('mostCitedEpisode', () => {
  it('picks the episode with most quotes, the first cited on a tie, null without quotes', () => {
    expect(mostCitedEpisode([quote(4), quote(9), quote(9)])).toBe(9);
    expect(mostCitedEpisode([quote(4), quote(9)])).toBe(4);
    expect(mostCitedEpisode([])).toBeNull();
  });
});
