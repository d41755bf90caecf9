import { splitSentences } from '../../../common/passages.js';
import type { QuoteClaim } from '../../../common/quote-verification.js';
import type { AnswerDraft, AnswerPassage, AnswerRequest, DraftBlock, Takeaway } from './llm.port.js';
import { contentStems, words } from './terms.js';
import { condenseQuote } from './takeaways.js';

/**
 * Maps a cited answer (text with spans that cite passages, as chat models with document
 * grounding return it) to a draft: each cited passage yields a quote, namely the 1-3
 * consecutive sentences of that passage that best overlap the cited span, shown after
 * the paragraph that cites it. A "Key Takeaways" list in the text becomes the takeaways;
 * without one, takeaways are condensed from the quotes. Blockquotes and attribution lines
 * the model wrote itself are dropped: only verified quotes are shown.
 */

export interface CitedSpan {
  start: number;
  end: number;
  text: string;
  /** Ids of the cited passages (AnswerPassage.id). */
  documentIds: string[];
}

const MAX_QUOTES = 5;
const MAX_PER_EPISODE = 2;
const MAX_QUOTE_WORDS = 70;

interface Line {
  text: string;
  start: number;
  end: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    lines.push({ text: raw, start, end: start + raw.length });
    start += raw.length + 1;
  }
  return lines;
}

const TAKEAWAYS_HEADING = /^#{1,6}\s*(?:key takeaways|tl;?dr)\b/i;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;
const MODEL_QUOTE = /^\s*>/;
const ATTRIBUTION = /^\s*[—–-]\s*Episode\s+\d+\s+with\b/i;

/** The sentences (1-3 consecutive) of a passage that best overlap the cited words. */
export function quoteForSpan(passage: AnswerPassage, spanText: string): QuoteClaim | null {
  const wanted = new Set(contentStems(spanText));
  if (wanted.size === 0) return null;
  const sentences = splitSentences(passage.text);
  const stems = sentences.map((s) => new Set(contentStems(s)));
  let best: { text: string; score: number } | null = null;
  for (let from = 0; from < sentences.length; from++) {
    const covered = new Set<string>();
    let wordCount = 0;
    for (let to = from; to < Math.min(sentences.length, from + 3); to++) {
      wordCount += words(sentences[to]!).length;
      if (to > from && wordCount > MAX_QUOTE_WORDS) break;
      for (const s of stems[to]!) if (wanted.has(s)) covered.add(s);
      const score = covered.size / wanted.size - 0.05 * (to - from);
      if (covered.size > 0 && (!best || score > best.score)) best = { text: sentences.slice(from, to + 1).join(' '), score };
    }
  }
  return best ? { text: best.text, episode: passage.episodeNumber, timestamp: passage.timestamp } : null;
}

interface Section {
  takeaways: { text: string; start: number; end: number }[];
  paragraphs: { text: string; start: number; end: number }[];
}

function sections(text: string): Section {
  const out: Section = { takeaways: [], paragraphs: [] };
  let inTakeaways = false;
  let paragraph: Line[] = [];
  const flush = () => {
    const kept = paragraph.filter((l) => !MODEL_QUOTE.test(l.text) && !ATTRIBUTION.test(l.text));
    if (kept.length > 0)
      out.paragraphs.push({
        text: kept
          .map((l) => l.text)
          .join('\n')
          .trim(),
        start: kept[0]!.start,
        end: kept[kept.length - 1]!.end,
      });
    paragraph = [];
  };
  for (const line of linesOf(text)) {
    const trimmed = line.text.trim();
    if (TAKEAWAYS_HEADING.test(trimmed)) {
      flush();
      inTakeaways = true;
      continue;
    }
    if (inTakeaways) {
      if (trimmed === '') continue;
      if (BULLET.test(trimmed)) {
        out.takeaways.push({ text: trimmed.replace(BULLET, '').trim(), start: line.start, end: line.end });
        continue;
      }
      inTakeaways = false;
    }
    if (trimmed === '') flush();
    else paragraph.push(line);
  }
  flush();
  return out;
}

export function draftFromCitations(text: string, citations: CitedSpan[], request: AnswerRequest): AnswerDraft {
  const passages = new Map(request.passages.map((p) => [p.id, p]));
  const quotes: QuoteClaim[] = [];
  const perEpisode = new Map<number, number>();
  const quotesAt: { at: number; quote: number }[] = [];
  for (const citation of [...citations].sort((a, b) => a.start - b.start)) {
    for (const id of citation.documentIds) {
      const passage = passages.get(id);
      if (!passage || quotes.length >= MAX_QUOTES) continue;
      const claim = quoteForSpan(passage, citation.text);
      if (!claim) continue;
      const existing = quotes.findIndex((q) => q.text === claim.text && q.episode === claim.episode);
      if (existing !== -1) continue;
      if ((perEpisode.get(claim.episode) ?? 0) >= MAX_PER_EPISODE) continue;
      perEpisode.set(claim.episode, (perEpisode.get(claim.episode) ?? 0) + 1);
      quotesAt.push({ at: citation.start, quote: quotes.length });
      quotes.push(claim);
    }
  }

  const { takeaways: bullets, paragraphs } = sections(text);
  const blocks: DraftBlock[] = [];
  const shown = new Set<number>();
  for (const paragraph of paragraphs) {
    blocks.push({ kind: 'text', text: paragraph.text });
    for (const { at, quote } of quotesAt) {
      if (at >= paragraph.start && at < paragraph.end && !shown.has(quote)) {
        shown.add(quote);
        blocks.push({ kind: 'quote', quote });
      }
    }
  }
  for (const { quote } of quotesAt) if (!shown.has(quote)) blocks.push({ kind: 'quote', quote });

  let takeaways: Takeaway[] = bullets.map((b) => ({ text: b.text }));
  if (takeaways.length === 0) {
    const questionStems = contentStems(request.question);
    takeaways = quotes
      .map((q, i) => ({ point: condenseQuote(splitSentences(q.text), questionStems)?.text, i }))
      .filter((t): t is { point: string; i: number } => t.point !== undefined)
      .slice(0, 4)
      .map(({ point, i }) => ({ text: point, requires: [i] }));
  }
  return { takeaways, blocks, quotes };
}
