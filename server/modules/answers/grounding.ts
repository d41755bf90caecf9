import type { Quote } from '../../../common/quote.js';
import { verifyQuotes, type VerifiedQuote } from '../../../common/quote-verification.js';
import { displayTimestamp } from '../../../common/timestamps.js';
import type { TranscriptBlock } from '../../../common/transcript.js';
import type { AnswerDraft } from '../generation/generation.port.js';

/**
 * Turns a generator's draft into the answer visitors see: every quote claim is verified
 * against the transcripts; failed claims are dropped together with the lead, text and
 * takeaways that depend on them; verified quotes are shown with the transcript's own
 * wording and attributed to the speaker and turn start where they occur.
 *
 * The answer's shape: the lead (a paragraph that answers the question), the Key Takeaways,
 * then the body under its own heading (which also ends the takeaways section for readers
 * that take it "up to the next heading").
 */

export interface GroundedAnswer {
  markdown: string;
  quotes: Quote[];
  /** The episode quoted most often (the first of a tie); null without quotes. */
  episodeNumber: number | null;
}

export const KEY_TAKEAWAYS_HEADING = '## Key Takeaways';
export const BODY_HEADING = '## What the episodes say';

export const attributionLine = (q: Quote) => `— Episode ${q.episode} with ${q.guest} (${displayTimestamp(q.timestamp, q.estimated)})`;

const blockquote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

const sameQuote = (a: Quote, b: Quote) => a.episode === b.episode && a.text === b.text;

function mostCited(quotes: Quote[]): number | null {
  const counts = new Map<number, number>();
  for (const q of quotes) counts.set(q.episode, (counts.get(q.episode) ?? 0) + 1);
  let best: number | null = null;
  for (const [episode, count] of counts) if (best === null || count > counts.get(best)!) best = episode;
  return best;
}

export function groundDraft(draft: AnswerDraft, transcripts: ReadonlyMap<number, readonly TranscriptBlock[]>): GroundedAnswer {
  const verified: (VerifiedQuote | null)[] = verifyQuotes(draft.quotes, transcripts);
  const holds = (requires: number[] | undefined) => (requires ?? []).every((i) => verified[i]);

  const quotes: Quote[] = [];
  const body: string[] = [];
  for (const block of draft.blocks) {
    if (block.kind === 'text') {
      if (holds(block.requires) && block.text.trim() !== '') body.push(block.text.trim());
      continue;
    }
    const v = verified[block.quote];
    if (!v) continue;
    const quote: Quote = { text: v.text, episode: v.episode, guest: v.guest, timestamp: v.timestamp, ...(v.estimated ? { estimated: true } : {}) };
    if (quotes.some((q) => sameQuote(q, quote))) continue;
    quotes.push(quote);
    body.push(blockquote(quote.text), attributionLine(quote));
  }
  if (quotes.length === 0) return { markdown: '', quotes: [], episodeNumber: null };

  const points = draft.takeaways.filter((t) => holds(t.requires) && t.text.trim() !== '');
  const sections: string[] = [];
  if (draft.lead && holds(draft.lead.requires) && draft.lead.text.trim() !== '') sections.push(draft.lead.text.trim());
  if (points.length > 0) sections.push(KEY_TAKEAWAYS_HEADING, points.map((t) => `- ${t.text.trim()}`).join('\n'));
  if (!body[0]?.startsWith('#')) sections.push(BODY_HEADING);
  sections.push(...body);
  return { markdown: `${sections.join('\n\n')}\n`, quotes, episodeNumber: mostCited(quotes) };
}
