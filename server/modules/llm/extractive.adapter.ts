import { connection, intro, lead } from './answer-prose.js';
import type { AnswerDraft, AnswerGenerator, AnswerRequest, DraftBlock, Takeaway } from './llm.port.js';
import { selectQuotes, type QuoteCandidate } from './quote-selection.js';
import { condenseQuote, wholeStatement, type Point } from './takeaways.js';

/**
 * The default generator: no network, no model. It picks the sentences that answer the
 * question (quote-selection.ts) and writes them up as an answer: Key Takeaways that
 * condense each quote, a lead naming who speaks to the question, a sentence relating what
 * the episodes share and add, and each quote introduced by its episode and speaker
 * (answer-prose.ts). The same request always gives the same draft.
 */
export class ExtractiveAnswerGenerator implements AnswerGenerator {
  readonly name = 'extractive';

  generate(request: AnswerRequest): Promise<AnswerDraft> {
    return Promise.resolve(composeExtractiveAnswer(request));
  }
}

const MAX_TAKEAWAYS = 4;

/**
 * Quotes grouped by episode, episodes in order of their most relevant quote, and the
 * quotes of one episode by relevance too (picks come most relevant first).
 */
function displayOrder(picks: QuoteCandidate[]): QuoteCandidate[] {
  const episodes: number[] = [];
  for (const p of picks) if (!episodes.includes(p.passage.episodeNumber)) episodes.push(p.passage.episodeNumber);
  return episodes.flatMap((n) => picks.filter((p) => p.passage.episodeNumber === n));
}

/**
 * One point per quote (up to four), in the quotes' order of relevance, guests' quotes
 * before the host's and points that keep a word of the question before the others; at
 * least two when the quotes allow, and always one.
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
  const points = chosen.sort((a, b) => a.index - b.index).map(({ index, point }) => ({ index, text: point.text }));
  if (points.length === 0 && ordered.length > 0) {
    const whole = wholeStatement(ordered[0]!.sentences, questionStems);
    if (whole) points.push({ index: 0, text: whole });
  }
  return points.map(({ index, text }) => ({
    text: `${ordered[index]!.passage.speaker} (episode ${ordered[index]!.passage.episodeNumber}): ${text}`,
    requires: [index],
  }));
}

export function composeExtractiveAnswer(request: AnswerRequest): AnswerDraft {
  const { picks, terms } = selectQuotes(request);
  if (picks.length === 0) return { takeaways: [], blocks: [], quotes: [] };
  const ordered = displayOrder(picks);
  const blocks: DraftBlock[] = [{ kind: 'text', text: lead(ordered, request.episodes), requires: ordered.map((_, i) => i) }];
  const related = connection(ordered, terms);
  if (related) blocks.push({ kind: 'text', ...related });
  ordered.forEach((_, i) => {
    blocks.push({ kind: 'text', text: intro(ordered, i, terms), requires: i > 0 ? [i - 1, i] : [i] });
    blocks.push({ kind: 'quote', quote: i });
  });
  return {
    takeaways: takeaways(ordered, terms.stems),
    blocks,
    quotes: ordered.map((q) => ({ text: q.text, episode: q.passage.episodeNumber, timestamp: q.passage.timestamp })),
  };
}
