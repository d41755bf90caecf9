import { splitSentences } from '../../../common/passages.js';
import type { QuoteClaim } from '../../../common/quote-verification.js';
import type { AnswerDraft, AnswerPassage, AnswerRequest, DraftBlock, Takeaway, TextBlock } from './generation.port.js';
import { attributed, choosePoints, takeawaySentence, type PointCandidate } from './takeaways.js';
import { words } from '../search/text/terms.js';
import { contentTerms } from './content-terms.js';
import { DEFAULT_SELECTION } from './quote-selection.js';

/**
 * Maps a cited answer (text with spans that cite passages, as chat models with document
 * grounding return it) to a draft: each cited passage yields a quote, namely the 1-3
 * consecutive sentences of that passage that best overlap the cited span, shown after
 * the paragraph that cites it. What the model wrote before its "Key Takeaways" list is
 * the lead; the list gives the takeaways; without one, takeaways are chosen from the
 * quotes' sentences as the extractive composer chooses them. Blockquotes and attribution
 * lines the model wrote itself are dropped: only verified quotes are shown.
 */
export interface CitedSpan {
  start: number;
  end: number;
  text: string;
  /** Ids of the cited passages (AnswerPassage.id). */
  documentIds: string[];
}

/** Quotes are bounded as the extractive composer's are. */
const { maxQuotes: MAX_QUOTES, maxPerEpisode: MAX_PER_EPISODE, maxWords: MAX_QUOTE_WORDS, maxSentences: MAX_QUOTE_SENTENCES } = DEFAULT_SELECTION;

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
const HEADING = /^#{1,6}\s[^\n]*$/;
const MODEL_QUOTE = /^\s*>/;
const ATTRIBUTION = /^\s*[—–-]\s*Episode\s+\d+\s+with\b/i;

/** The sentences (1-3 consecutive) of a passage that best overlap the cited words. */
export function quoteForSpan(passage: AnswerPassage, spanText: string): QuoteClaim | null {
  const wanted = new Set(contentTerms(spanText));
  if (wanted.size === 0) return null;
  const sentences = splitSentences(passage.text);
  const stems = sentences.map((s) => new Set(contentTerms(s)));
  let best: { text: string; score: number } | null = null;
  for (let from = 0; from < sentences.length; from++) {
    const covered = new Set<string>();
    let wordCount = 0;
    for (let to = from; to < Math.min(sentences.length, from + MAX_QUOTE_SENTENCES); to++) {
      wordCount += words(sentences[to]!).length;
      if (to > from && wordCount > MAX_QUOTE_WORDS) break;
      for (const s of stems[to]!) if (wanted.has(s)) covered.add(s);
      const score = covered.size / wanted.size - 0.05 * (to - from);
      if (covered.size > 0 && (!best || score > best.score)) best = { text: sentences.slice(from, to + 1).join(' '), score };
    }
  }
  return best ? { text: best.text, episode: passage.episodeNumber, timestamp: passage.timestamp } : null;
}

interface Span {
  text: string;
  start: number;
  end: number;
}

interface Section {
  /** Paragraphs before the takeaways. */
  lead: Span[];
  takeaways: Span[];
  paragraphs: Span[];
}

function sections(text: string): Section {
  const out: Section = { lead: [], takeaways: [], paragraphs: [] };
  let inTakeaways = false;
  let seenTakeaways = false;
  let paragraph: Line[] = [];
  const flush = () => {
    const kept = paragraph.filter((l) => !MODEL_QUOTE.test(l.text) && !ATTRIBUTION.test(l.text));
    if (kept.length > 0)
      (seenTakeaways ? out.paragraphs : out.lead).push({
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
      seenTakeaways = true;
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

/**
 * The model's own "the passages do not answer this": its prompt asks for one sentence saying so
 * when they do not, and such a reply cites no passage and has no Key Takeaways. A reply in the
 * answer's shape that cites nothing is not a decline but a fault (the extractive answer stands in).
 */
export function isDecline(text: string, citations: readonly CitedSpan[], parts = sections(text)): boolean {
  return citations.length === 0 && text.trim() !== '' && parts.takeaways.length === 0;
}

export function draftFromCitations(text: string, citations: CitedSpan[], request: AnswerRequest): AnswerDraft {
  const parts = sections(text);
  if (isDecline(text, citations, parts)) return { lead: null, takeaways: [], blocks: [], quotes: [], declined: true };
  const passages = new Map(request.passages.map((p) => [p.id, p]));
  const quotes: QuoteClaim[] = [];
  const perEpisode = new Map<number, number>();
  const quotesAt: { at: number; quote: number }[] = [];
  /** The passage each quote comes from. */
  const passageOf: string[] = [];
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
      passageOf.push(passage.id);
    }
  }

  // Without a takeaways list, everything the model wrote is body text.
  // A heading the model put above its lead ("## Answer") is no part of it.
  const leadSpans = parts.takeaways.length > 0 ? parts.lead.filter((p) => !HEADING.test(p.text)) : [];
  const paragraphs = parts.takeaways.length > 0 ? parts.paragraphs : [...parts.lead, ...parts.paragraphs];
  const citedIn = (span: Span) => quotesAt.filter(({ at }) => at >= span.start && at < span.end).map(({ quote }) => quote);
  const lead: TextBlock | null =
    leadSpans.length > 0 ? { kind: 'text', text: leadSpans.map((p) => p.text).join('\n\n'), requires: [...new Set(leadSpans.flatMap(citedIn))] } : null;
  const blocks: DraftBlock[] = [];
  const shown = new Set<number>();
  for (const paragraph of paragraphs) {
    blocks.push({ kind: 'text', text: paragraph.text });
    for (const quote of citedIn(paragraph)) {
      if (shown.has(quote)) continue;
      shown.add(quote);
      blocks.push({ kind: 'quote', quote });
    }
  }
  for (const { quote } of quotesAt) if (!shown.has(quote)) blocks.push({ kind: 'quote', quote });
  const takeaways: Takeaway[] =
    parts.takeaways.length > 0 ? parts.takeaways.map((b) => ({ text: b.text })) : takeawaysFromQuotes(quotes, request.passages, passageOf);
  return { lead, takeaways, blocks, quotes };
}

/** Takeaways chosen from the quotes' sentences, earlier citations counting for more. */
function takeawaysFromQuotes(quotes: QuoteClaim[], passages: readonly AnswerPassage[], passageOf: readonly string[]): Takeaway[] {
  const speakers = new Map(passages.map((p) => [p.id, p.speaker]));
  const candidates: PointCandidate[] = quotes.flatMap((q, i) =>
    splitSentences(q.text).flatMap((sentence) => {
      const text = takeawaySentence(sentence);
      return text ? [{ quote: i, passage: passageOf[i]!, text, terms: new Set(contentTerms(text)), relevance: 1 / (1 + 0.5 * i) }] : [];
    }),
  );
  return choosePoints(candidates).map((p) => ({
    text: attributed(p.text, speakers.get(passageOf[p.quote]!) ?? '', quotes[p.quote]!.episode),
    requires: [p.quote],
  }));
}
