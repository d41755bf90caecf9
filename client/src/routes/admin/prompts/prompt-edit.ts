import { DELETE_TOAST_PREVIEW_CHARS } from '@common/limits';
import { promptTextError } from '@common/question';
import type { Quote } from '@common/quote';
import { slugProblem } from '@common/slug';
import { normalizeTimestamp, timestampInputSeconds } from '@common/timestamps';

export const PROMPT_FORM_MESSAGES = {
  text: 'The prompt text cannot be empty.',
  slug: 'Use lower-case letters, digits and single hyphens, or leave it empty for an automatic slug.',
  slugIdShaped: 'This slug has the shape of an id, which answer links do not accept: add a word, or leave it empty for an automatic slug.',
  fullResponse: 'The answer cannot be empty.',
  quoteText: 'Each quote needs its text.',
  quoteEpisode: 'Enter the episode number (a positive whole number).',
  quoteTimestamp: 'Enter the time as mm:ss or h:mm:ss (minutes and seconds 0-59), or as seconds; leave it empty for 00:00.',
} as const;

export interface PromptTextValues {
  text: string;
  slug: string;
}

/**
 * Mode 1: text is required and, once changed from `storedText`, keeps to a visitor's question
 * limits (as the server checks the text it is sent); the slug may be empty (automatic) or a valid slug.
 */
export function validatePromptText(values: Partial<PromptTextValues>, storedText?: string): Partial<Record<keyof PromptTextValues, string>> {
  const errors: Partial<Record<keyof PromptTextValues, string>> = {};
  const text = values.text?.trim() ?? '';
  const limit = text === storedText ? null : promptTextError(text);
  if (!text) errors.text = PROMPT_FORM_MESSAGES.text;
  else if (limit) errors.text = limit;
  const slug = values.slug?.trim() ?? '';
  const problem = slug === '' ? null : slugProblem(slug);
  if (problem) errors.slug = problem === 'pattern' ? PROMPT_FORM_MESSAGES.slug : PROMPT_FORM_MESSAGES.slugIdShaped;
  return errors;
}

/** The changed fields only; an emptied slug is sent as '' so the server makes one from the text. */
export function promptTextPatch(initial: PromptTextValues, values: Partial<PromptTextValues>): Partial<PromptTextValues> {
  const patch: Partial<PromptTextValues> = {};
  const text = values.text?.trim() ?? '';
  const slug = values.slug?.trim() ?? '';
  if (text !== initial.text) patch.text = text;
  if (slug !== initial.slug) patch.slug = slug;
  return patch;
}

/** One editable quote row; `key` keeps React rows stable when rows are removed. */
export interface QuoteRow {
  key: string;
  text: string;
  episode: string;
  guest: string;
  timestamp: string;
  /** The time was estimated from the transcript; editing the timestamp makes it exact. */
  estimated: boolean;
}

export interface PromptResponseValues {
  fullResponse: string;
  quotes: QuoteRow[];
}

let rowCounter = 0;
const nextKey = () => `quote-${++rowCounter}`;

/** SPEC §3: a new quote's timestamp starts at the 00:00 placeholder. */
export const emptyQuoteRow = (): QuoteRow => ({ key: nextKey(), text: '', episode: '', guest: '', timestamp: '00:00', estimated: false });

export const quotesToRows = (quotes: readonly Quote[]): QuoteRow[] =>
  quotes.map((q) => ({ key: nextKey(), text: q.text, episode: String(q.episode), guest: q.guest, timestamp: q.timestamp, estimated: q.estimated === true }));

/** Rows → API quotes: trimmed, episode as a number, timestamp normalised (SPEC §5; empty → 00:00), `estimated` sent only when true. */
export const rowsToQuotes = (rows: readonly Partial<QuoteRow>[]): Quote[] =>
  rows.map((row) => ({
    text: row.text?.trim() ?? '',
    episode: Number(row.episode?.trim() ?? ''),
    guest: row.guest?.trim() ?? '',
    timestamp: normalizeTimestamp(row.timestamp ?? ''),
    ...(row.estimated ? { estimated: true } : {}),
  }));

export interface QuoteRowErrors {
  text?: string;
  episode?: string;
  timestamp?: string;
}

export interface ResponseErrors {
  fullResponse?: string;
  quotes?: (QuoteRowErrors | undefined)[];
}

/** Mode 2: the answer is required; each quote needs text, a positive whole episode number and a real time (or none: 00:00). */
export function validatePromptResponse(values: Partial<PromptResponseValues>): ResponseErrors {
  const errors: ResponseErrors = {};
  if (!values.fullResponse?.trim()) errors.fullResponse = PROMPT_FORM_MESSAGES.fullResponse;
  const quoteErrors = (values.quotes ?? []).map((row) => {
    const rowErrors: QuoteRowErrors = {};
    if (!row.text?.trim()) rowErrors.text = PROMPT_FORM_MESSAGES.quoteText;
    if (!/^[1-9]\d*$/.test(row.episode?.trim() ?? '')) rowErrors.episode = PROMPT_FORM_MESSAGES.quoteEpisode;
    const timestamp = row.timestamp?.trim() ?? '';
    if (timestamp !== '' && timestampInputSeconds(timestamp) === null) rowErrors.timestamp = PROMPT_FORM_MESSAGES.quoteTimestamp;
    return Object.keys(rowErrors).length > 0 ? rowErrors : undefined;
  });
  if (quoteErrors.some(Boolean)) errors.quotes = quoteErrors;
  return errors;
}

/** A quote's field as the server names it in `extensions.fields`: `quotes.1.episode` (GraphQL) or `sources.quotes.1.episode` (REST). */
const SERVER_QUOTE_FIELD = /^(?:sources\.)?quotes\.(\d+)\.(text|episode|timestamp)$/;

/**
 * The server's field errors as the response form's submit errors: the answer's on its field,
 * each quote's on its row (an episode there is not: 'Episode 999 does not exist.').
 */
export function responseSubmitErrors(fields: Record<string, string> | undefined): ResponseErrors | undefined {
  if (!fields) return undefined;
  const errors: ResponseErrors = {};
  if (fields.fullResponse) errors.fullResponse = fields.fullResponse;
  for (const [name, message] of Object.entries(fields)) {
    const match = SERVER_QUOTE_FIELD.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const field = match[2] as keyof QuoteRowErrors;
    const quotes = (errors.quotes ??= []);
    while (quotes.length <= index) quotes.push(undefined);
    quotes[index] = { ...quotes[index], [field]: message };
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** SPEC §8: the delete toast previews the prompt text (40 characters). */
export function deletePreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DELETE_TOAST_PREVIEW_CHARS ? `${flat.slice(0, DELETE_TOAST_PREVIEW_CHARS)}...` : flat;
}
