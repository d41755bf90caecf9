import { labelNamesGuest } from '../text/named-guests.js';
import { words } from '../text/terms.js';

/**
 * Which passages are spoken by a "secondary voice": the host who asks the questions,
 * or the reader of a sponsor message. Learned from the corpus: a speaker label found in
 * two or more episodes, speaking in an episode that is not theirs (the label does not
 * name the episode's guest, and it is not the voice with the most words there).
 */

export interface VoiceEpisode {
  guest: string | null;
  /** Speaker label and word count of each passage. */
  passages: readonly { speaker: string; words: number }[];
}

const keys = new Map<string, string>();
function labelKey(label: string): string {
  let key = keys.get(label);
  if (key === undefined) {
    key = words(label).join(' ');
    if (keys.size < 10_000) keys.set(label, key);
  }
  return key;
}

/** Per episode, per passage: true when a secondary voice speaks it. */
export function secondaryVoices(episodes: readonly VoiceEpisode[]): boolean[][] {
  const episodesOf = new Map<string, number>();
  for (const episode of episodes) {
    for (const key of new Set(episode.passages.map((p) => labelKey(p.speaker)))) episodesOf.set(key, (episodesOf.get(key) ?? 0) + 1);
  }
  return episodes.map((episode) => {
    const wordsBy = new Map<string, number>();
    for (const p of episode.passages) wordsBy.set(labelKey(p.speaker), (wordsBy.get(labelKey(p.speaker)) ?? 0) + p.words);
    let mainVoice = '';
    for (const [key, count] of wordsBy) if (count > (wordsBy.get(mainVoice) ?? -1)) mainVoice = key;
    // An episode has few labels and many passages: each label is checked against its guest once.
    const namesGuest = new Map<string, boolean>();
    return episode.passages.map((p) => {
      const key = labelKey(p.speaker);
      let guest = namesGuest.get(p.speaker);
      if (guest === undefined) namesGuest.set(p.speaker, (guest = labelNamesGuest(p.speaker, episode.guest)));
      return (episodesOf.get(key) ?? 0) >= 2 && key !== mainVoice && !guest;
    });
  });
}
