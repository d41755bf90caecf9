import type { EpisodeInfo } from './llm.port.js';
import type { QuestionTerms, QuoteCandidate } from './quote-selection.js';
import { stem } from './terms.js';

/**
 * The connecting prose of an extractive answer: a lead naming who speaks to the question,
 * a sentence relating what the episodes have in common and what each adds, and an intro
 * for each quote. It states nothing of its own: only names, episode numbers and titles,
 * and words that occur in the quotes it introduces.
 */

const listNames = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** The episode's subject: its title without the " | guest (company)" suffix. */
function topicOf(episode: EpisodeInfo | undefined): string | null {
  const topic = episode?.title.split(' | ')[0]?.trim();
  return topic ? topic : null;
}

/** Speakers of the quotes, in order, each once, with the episodes they speak in. */
function speakers(ordered: readonly QuoteCandidate[]): { speaker: string; episodes: number[] }[] {
  const seen = new Map<string, number[]>();
  for (const q of ordered) {
    const episodes = seen.get(q.passage.speaker) ?? [];
    if (!episodes.includes(q.passage.episodeNumber)) episodes.push(q.passage.episodeNumber);
    seen.set(q.passage.speaker, episodes);
  }
  return [...seen].map(([speaker, episodes]) => ({ speaker, episodes }));
}

const episodesOf = (ordered: readonly QuoteCandidate[]) => [...new Set(ordered.map((q) => q.passage.episodeNumber))];

/** Who speaks to the question: one episode with its subject, or the most relevant voice first. */
export function lead(ordered: readonly QuoteCandidate[], episodes: ReadonlyMap<number, EpisodeInfo>): string {
  const people = speakers(ordered);
  const numbers = episodesOf(ordered);
  if (numbers.length === 1) {
    const topic = topicOf(episodes.get(numbers[0]!));
    const verb = people.length === 1 ? 'speaks' : 'speak';
    return `${listNames(people.map((p) => p.speaker))} ${verb} to this in episode ${numbers[0]}${topic ? `, “${topic}”` : ''}.`;
  }
  const named = people.map((p) => `${p.speaker} (episode ${listNames(p.episodes.map(String))})`);
  const [first, ...others] = named;
  return `${first} speaks to this most directly; ${listNames(others)} also ${others.length === 1 ? 'weighs' : 'weigh'} in.`;
}

/**
 * The question's stems a quote contains, with the word the speaker used for each (a
 * hyphenated word whole: "long-term", not "term"; lower-cased when only capitalised because
 * it starts a sentence).
 */
function questionWords(quote: QuoteCandidate, terms: QuestionTerms): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of quote.text.matchAll(/[\p{L}\p{N}'’]+(?:-[\p{L}\p{N}'’]+)*/gu)) {
    const startsSentence = /(?:^|[.!?]["'’”)\]]*\s+)$/.test(quote.text.slice(0, match.index));
    const token = startsSentence && !/^.\P{Lu}*\p{Lu}/u.test(match[0]) ? match[0].toLowerCase() : match[0];
    for (const part of token.split('-')) {
      const s = stem(part.toLowerCase().replace(/['’]/g, ''));
      if (terms.weight.has(s) && !found.has(s) && ![...found.values()].includes(token)) found.set(s, token);
    }
  }
  return found;
}

const quoted = (list: string[]) => listNames(list.map((w) => `“${w}”`));

/**
 * How the episodes' quotes relate: the question's words several of them share, then the
 * ones only one of them brings in. Null with a single episode or nothing to relate.
 */
export function connection(ordered: readonly QuoteCandidate[], terms: QuestionTerms): { text: string; requires: number[] } | null {
  const numbers = episodesOf(ordered);
  if (numbers.length < 2) return null;
  const byEpisode = numbers.map((n) => {
    const found = new Map<string, string>();
    ordered.forEach((q) => {
      if (q.passage.episodeNumber === n) for (const [s, w] of questionWords(q, terms)) if (!found.has(s)) found.set(s, w);
    });
    const speaker = ordered.find((q) => q.passage.episodeNumber === n)!.passage.speaker;
    return { n, speaker, found };
  });
  const heaviest = (stems: string[]) => [...stems].sort((a, b) => terms.weight.get(b)! - terms.weight.get(a)! || a.localeCompare(b));
  const sentences: string[] = [];
  const involved = new Set<number>();
  const sharedStems = heaviest(terms.stems.filter((s, i, all) => all.indexOf(s) === i && byEpisode.filter((e) => e.found.has(s)).length >= 2));
  if (sharedStems.length > 0) {
    const key = sharedStems[0]!;
    const sharing = byEpisode.filter((e) => e.found.has(key));
    const shared = sharedStems.filter((s) => sharing.every((e) => e.found.has(s))).slice(0, 2);
    const names = sharing.map((e) => e.speaker);
    const both = sharing.length === 2 ? 'Both ' : '';
    const all = sharing.length === 2 ? '' : ' all';
    sentences.push(`${both}${listNames(names)}${all} talk about ${quoted(shared.map((s) => sharing[0]!.found.get(s)!))}.`);
    sharing.forEach((e) => involved.add(e.n));
  }
  const own = byEpisode
    .map((e) => ({ ...e, only: heaviest([...e.found.keys()].filter((s) => byEpisode.every((o) => o === e || !o.found.has(s)))) }))
    .filter((e) => e.only.length > 0)
    // Two voices at most: a longer list reads as an index, not as prose.
    .slice(0, 2);
  if (own.length > 0) {
    const parts = own.map((e, i) => `${e.speaker}${i === 0 ? ' brings in' : ''} ${quoted(e.only.slice(0, 2).map((s) => e.found.get(s)!))}`);
    sentences.push(`${sentences.length > 0 ? 'Beyond that, ' : ''}${listNames(parts)}.`);
    own.forEach((e) => involved.add(e.n));
  }
  if (sentences.length === 0) return null;
  const requires = ordered.flatMap((q, i) => (involved.has(q.passage.episodeNumber) ? [i] : []));
  return { text: sentences.join(' '), requires };
}

/** The words that introduce quote `index` of the answer. */
export function intro(ordered: readonly QuoteCandidate[], index: number, terms: QuestionTerms): string {
  const quote = ordered[index]!;
  const who = quote.passage.speaker;
  const n = quote.passage.episodeNumber;
  if (index === 0) return `In episode ${n}, ${who} explains:`;
  const previous = ordered[index - 1]!;
  if (previous.passage.episodeNumber === n) {
    if (previous.passage.speaker !== who) return `${who} adds:`;
    if (previous.passage.turnIndex === quote.passage.turnIndex) return quote.from > previous.from ? `${who} goes on:` : `Just before that, ${who} says:`;
    const later = quote.passage.ordinal > previous.passage.ordinal || (quote.passage.ordinal === previous.passage.ordinal && quote.from > previous.from);
    return later ? `Later in the same conversation, ${who} adds:` : `Earlier in the same conversation, ${who} says:`;
  }
  const before = new Set(ordered.slice(0, index).flatMap((q) => [...questionWords(q, terms).keys()]));
  const common = [...questionWords(quote, terms)].filter(([s]) => before.has(s));
  if (common.length > 0) return `${who} also talks about ${quoted([common[0]![1]])} in episode ${n}:`;
  return `In episode ${n}, ${who} comes at it from another angle:`;
}
