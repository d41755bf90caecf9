import type { AnswerDraft, AnswerGenerator, AnswerRequest, DraftBlock, Takeaway } from './llm.port.js';
import { selectQuotes, type QuoteCandidate } from './quote-selection.js';
import { condenseQuote, type Point } from './takeaways.js';

/**
 * The default generator: no network, no model. It picks the sentences that answer the
 * question (quote-selection.ts) and writes them up as an answer: Key Takeaways that
 * condense each quote, a lead naming who speaks to the question, and each quote
 * introduced by its episode and speaker. The same request always gives the same draft.
 */
export class ExtractiveAnswerGenerator implements AnswerGenerator {
  readonly name = 'extractive';

  generate(request: AnswerRequest): Promise<AnswerDraft> {
    return Promise.resolve(composeExtractiveAnswer(request));
  }
}

const MAX_TAKEAWAYS = 4;

/** Quotes grouped by episode (in order of each episode's best quote), in spoken order within one. */
function displayOrder(picks: QuoteCandidate[]): QuoteCandidate[] {
  const episodes: number[] = [];
  for (const p of picks) if (!episodes.includes(p.passage.episodeNumber)) episodes.push(p.passage.episodeNumber);
  return episodes.flatMap((n) =>
    picks
      .filter((p) => p.passage.episodeNumber === n)
      .sort((a, b) => a.passage.ordinal - b.passage.ordinal || a.from - b.from),
  );
}

const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function lead(ordered: QuoteCandidate[]): string {
  const seen = new Map<string, number[]>();
  for (const q of ordered) {
    const episodes = seen.get(q.passage.speaker) ?? [];
    if (!episodes.includes(q.passage.episodeNumber)) episodes.push(q.passage.episodeNumber);
    seen.set(q.passage.speaker, episodes);
  }
  const people = [...seen.entries()].map(([speaker, episodes]) => `${speaker} (episode ${listNames(episodes.map(String))})`);
  if (people.length === 1) {
    const [speaker, episodes] = [...seen.entries()][0]!;
    return `${speaker} speaks to this in episode ${listNames(episodes.map(String))}.`;
  }
  return `${listNames(people)} each speak to this.`;
}

const NEW_EPISODE_INTROS = [
  (n: number, who: string) => `In episode ${n}, ${who} adds another angle:`,
  (n: number, who: string) => `${who} makes a related point in episode ${n}:`,
  (n: number, who: string) => `Episode ${n} with ${who} covers this as well:`,
];

function intro(quote: QuoteCandidate, previous: QuoteCandidate | undefined, newEpisodeCount: number): string {
  const who = quote.passage.speaker;
  const n = quote.passage.episodeNumber;
  if (!previous) return `In episode ${n}, ${who} explains:`;
  if (previous.passage.episodeNumber === n) {
    return previous.passage.speaker === who ? `Later in the same conversation, ${who} adds:` : `${who} adds:`;
  }
  return NEW_EPISODE_INTROS[(newEpisodeCount - 1) % NEW_EPISODE_INTROS.length]!(n, who);
}

/**
 * One point per quote (up to four), guests' quotes first and points that keep a word of
 * the question before the others; at least two when the quotes allow.
 */
function takeaways(ordered: QuoteCandidate[], questionStems: readonly string[]): Takeaway[] {
  const used = new Set<string>();
  const candidates: { index: number; point: Point }[] = [];
  const order = ordered.map((_, i) => i).sort((a, b) => Number(ordered[b]!.isGuest) - Number(ordered[a]!.isGuest) || a - b);
  for (const index of order) {
    const point = condenseQuote(ordered[index]!.sentences, questionStems, used);
    if (!point) continue;
    used.add(point.text);
    candidates.push({ index, point });
  }
  const relevant = candidates.filter((c) => c.point.relevant);
  let chosen = relevant.slice(0, MAX_TAKEAWAYS);
  if (chosen.length < 2) chosen = [...chosen, ...candidates.filter((c) => !c.point.relevant)].slice(0, 2);
  // A single quote still gives two points when it has two statements to offer.
  if (chosen.length < 2 && ordered.length > 0) {
    const second = condenseQuote(ordered[0]!.sentences, questionStems, used);
    if (second) chosen.push({ index: 0, point: second });
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map(({ index, point }) => ({ text: `${ordered[index]!.passage.speaker} (episode ${ordered[index]!.passage.episodeNumber}): ${point.text}`, requires: [index] }));
}

export function composeExtractiveAnswer(request: AnswerRequest): AnswerDraft {
  const { picks, terms } = selectQuotes(request);
  if (picks.length === 0) return { takeaways: [], blocks: [], quotes: [] };
  const ordered = displayOrder(picks);
  const all = ordered.map((_, i) => i);
  const blocks: DraftBlock[] = [{ kind: 'text', text: lead(ordered), requires: all }];
  let newEpisodes = 0;
  ordered.forEach((quote, i) => {
    const previous = ordered[i - 1];
    if (previous && previous.passage.episodeNumber !== quote.passage.episodeNumber) newEpisodes++;
    blocks.push({ kind: 'text', text: intro(quote, previous, newEpisodes), requires: [i] });
    blocks.push({ kind: 'quote', quote: i });
  });
  return {
    takeaways: takeaways(ordered, terms.stems),
    blocks,
    quotes: ordered.map((q) => ({ text: q.text, episode: q.passage.episodeNumber, timestamp: q.passage.timestamp })),
  };
}
