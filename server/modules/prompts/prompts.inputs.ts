import { z } from 'zod';
import { slugProblem } from '../../../common/slug.js';
import { MAX_SEARCH_CHARS } from '../../../common/limits.js';
import { PROMPT_TEXT_TOO_MANY_CHARS, promptTextError } from '../../../common/question.js';
import { text } from '../../../common/text.js';
import { formatTimestamp, QUOTE_TIMESTAMP_MESSAGE, timestampInputSeconds } from '../../../common/timestamps.js';
import { MAX_INT, TEXT_LIMITS } from '../../../common/validation.js';
import type { Viewer } from '../auth/viewer.js';
import { parseInput } from '../../parse-input.js';
import { pageFields } from '../../paging.js';
import { assertAdmin } from '../auth/guards.js';

/** The most quotes one answer holds (the composer cites a handful). */
export const MAX_QUOTES = 100;
const MAX_QUOTE_CHARS = 5000;
const MAX_ANSWER_CHARS = 100_000;
/** Text past this is refused before it is counted (a prompt's text keeps to a question's 300 characters). */
const MAX_TEXT_INPUT_CHARS = 10_000;

export const PROMPT_MESSAGES = {
  notFound: 'Prompt not found.',
  slugTaken: 'That slug is already used by another prompt.',
  textTaken: 'Another prompt already asks this question: edit or delete that one instead.',
  slug: 'A slug may hold only lower-case letters, digits and single hyphens (or be empty for an automatic slug).',
  slugLength: 'A slug may be at most 200 characters long.',
  slugIdShaped: 'A slug may not have the shape of an id (8-4-4-4-12 hexadecimal characters): the answer page would not open it.',
  text: 'The prompt text cannot be empty.',
  textType: 'The prompt text must be text.',
  textLength: PROMPT_TEXT_TOO_MANY_CHARS,
  fullResponse: 'The answer cannot be empty.',
  fullResponseType: 'The answer must be text (markdown).',
  quotes: 'quotes must be a list of quotes.',
  quoteText: 'Each quote needs its text.',
  quoteTextLength: `A quote may be at most ${MAX_QUOTE_CHARS} characters long.`,
  quoteEpisode: "A quote's episode must be a positive whole number.",
  quoteEpisodeTooLarge: `A quote's episode must be at most ${MAX_INT}.`,
  quotesLength: `An answer may hold at most ${MAX_QUOTES} quotes.`,
  fullResponseLength: `The answer may be at most ${MAX_ANSWER_CHARS.toLocaleString('en-US')} characters long.`,
  search: `A search may be at most ${MAX_SEARCH_CHARS} characters long.`,
  searchText: 'Give one search, as text (q once).',
  filter: `A filter may be at most ${MAX_SEARCH_CHARS} characters long.`,
  filterText: 'Give one filter, as text.',
  quoteGuest: "A quote's guest must be text.",
  quoteTimestamp: QUOTE_TIMESTAMP_MESSAGE,
  quoteEstimated: "A quote's estimated flag must be true or false.",
  sources: 'sources must be an object holding a quotes list.',
  isPublished: 'isPublished must be true or false.',
  emptyPatch: 'Nothing to change: give at least one of isPublished, text, slug, fullResponse or quotes.',
  noAnswer: 'This prompt has no answer yet: give fullResponse together with the quotes.',
  publishNoInformation: 'This answer says the archive has no information on the question; edit the answer before publishing it.',
  noInformationPublished:
    'This answer says the archive has no information on the question, which a published prompt may not show; unpublish the prompt before giving it this answer.',
  sort: "sort must be 'newest' or 'popular'.",
  published: "published must be 'true' or 'false'.",
  body: 'The changes must be a JSON object.',
} as const;

/** null (GraphQL) and absent mean "not given". */
const optional = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? undefined);

export const QuoteSchema = z.object({
  text: text(MAX_QUOTE_CHARS, PROMPT_MESSAGES.quoteText, PROMPT_MESSAGES.quoteTextLength).trim().min(1, PROMPT_MESSAGES.quoteText),
  episode: z
    .number({ message: PROMPT_MESSAGES.quoteEpisode })
    .int(PROMPT_MESSAGES.quoteEpisode)
    .positive(PROMPT_MESSAGES.quoteEpisode)
    .max(MAX_INT, PROMPT_MESSAGES.quoteEpisodeTooLarge),
  guest: text(TEXT_LIMITS.name, PROMPT_MESSAGES.quoteGuest)
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
  /** Empty or absent: the 00:00 placeholder (SPEC §5); otherwise a real time, normalised (4:5 → 04:05). */
  timestamp: z
    .union([text(TEXT_LIMITS.duration, PROMPT_MESSAGES.quoteTimestamp).trim(), z.number()], { message: PROMPT_MESSAGES.quoteTimestamp })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return formatTimestamp(0);
      const seconds = timestampInputSeconds(value);
      if (seconds !== null) return formatTimestamp(seconds);
      ctx.issues.push({ code: 'custom', message: PROMPT_MESSAGES.quoteTimestamp, input: value });
      return z.NEVER;
    }),
  /** Kept only when true: an estimated start (shown as ~mm:ss). */
  estimated: z
    .boolean({ message: PROMPT_MESSAGES.quoteEstimated })
    .nullish()
    .transform((v) => (v ? true : undefined)),
});

const QuotesSchema = z.array(QuoteSchema, { message: PROMPT_MESSAGES.quotes }).max(MAX_QUOTES, PROMPT_MESSAGES.quotesLength);

const patchFields = {
  isPublished: optional(z.boolean({ message: PROMPT_MESSAGES.isPublished })),
  /** Keeps to a visitor's question limits (20 words, 300 characters), told as a visitor is. */
  text: optional(
    text(MAX_TEXT_INPUT_CHARS, PROMPT_MESSAGES.textType, PROMPT_MESSAGES.textLength)
      .trim()
      .min(1, PROMPT_MESSAGES.text)
      .check((ctx) => {
        const problem = promptTextError(ctx.value);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
      }),
  ),
  /** Empty (or blank): a new slug from the text. */
  slug: optional(
    text(200, PROMPT_MESSAGES.slug, PROMPT_MESSAGES.slugLength)
      .trim()
      .refine((s) => s === '' || slugProblem(s) !== 'pattern', PROMPT_MESSAGES.slug)
      .refine((s) => s === '' || slugProblem(s) !== 'id-shaped', PROMPT_MESSAGES.slugIdShaped),
  ),
  fullResponse: optional(
    text(MAX_ANSWER_CHARS, PROMPT_MESSAGES.fullResponseType, PROMPT_MESSAGES.fullResponseLength).refine((s) => s.trim() !== '', PROMPT_MESSAGES.fullResponse),
  ),
};

/**
 * A change to a prompt. Quotes arrive as `quotes` (GraphQL's UpdatePromptInput) or as
 * `sources.quotes` (the REST body of SPEC §7); absent or null fields do not change.
 */
export const PromptPatch = z
  .object(
    {
      ...patchFields,
      quotes: optional(QuotesSchema),
      sources: optional(z.object({ quotes: QuotesSchema }, { message: PROMPT_MESSAGES.sources })),
    },
    { message: PROMPT_MESSAGES.body },
  )
  .transform(({ sources, quotes, ...rest }) => ({
    ...rest,
    quotes: quotes ?? sources?.quotes,
    /** Where the quotes were given, so that an error the service finds in one names the field as sent ('quotes.0.episode'). */
    quotesField: quotes !== undefined ? ('quotes' as const) : sources !== undefined ? ('sources.quotes' as const) : undefined,
  }));
export type PromptPatch = z.output<typeof PromptPatch>;

export const isEmptyPatch = (patch: PromptPatch) => Object.values(patch).every((v) => v === undefined);

export type PromptOrder = 'NEWEST' | 'POPULAR';

/** Admin prompt changes, from the REST body or GraphQL's UpdatePromptInput; the role is checked first. */
export function parsePromptPatch(viewer: Viewer, raw: unknown): PromptPatch {
  assertAdmin(viewer);
  return parseInput(PromptPatch, raw ?? {});
}

/** The admin list's paging and filter; the role is checked first. */
export function parseAdminList(viewer: Viewer, raw: unknown): AdminListInput {
  assertAdmin(viewer);
  return parseInput(AdminListInput, raw ?? {});
}

/** The admin list's filter without paging (`adminPromptCount`); the role is checked first. */
export function parseAdminSelection(viewer: Viewer, raw: unknown): AdminSelectionInput {
  assertAdmin(viewer);
  return parseInput(AdminSelectionInput, raw ?? {});
}

/** REST `sort` query parameter → order. */
export const SortParam = z
  .enum(['newest', 'popular'], { message: PROMPT_MESSAGES.sort })
  .optional()
  .transform((v): PromptOrder => (v === 'popular' ? 'POPULAR' : 'NEWEST'));

/** A search of saved questions (REST `q`, GraphQL `query`): short text; empty finds nothing. */
export const SearchText = text(MAX_SEARCH_CHARS, PROMPT_MESSAGES.searchText, PROMPT_MESSAGES.search);

/** The admin list's filter: a substring of the prompt text. */
export const FilterText = text(MAX_SEARCH_CHARS, PROMPT_MESSAGES.filterText, PROMPT_MESSAGES.filter).nullish();

/** GET /api/prompts and `prompts`. */
export const PublishedListInput = z.object({
  ...pageFields,
  orderBy: z
    .enum(['NEWEST', 'POPULAR'])
    .nullish()
    .transform((v): PromptOrder => v ?? 'NEWEST'),
});
/** GET /api/prompts's query string: the paging and `sort` of PublishedListInput, an error naming the parameter sent. */
export const PublishedListQuery = z.object({ ...pageFields, sort: SortParam }).transform(({ sort, ...page }) => ({ ...page, orderBy: sort }));
/** `searchPrompts`. */
export const SearchInput = z.object({ ...pageFields, query: SearchText.optional().default('') });
/** GET /api/search's query string: SearchInput with the search as `q`, an error naming the parameter sent. */
export const SearchQuery = z.object({ ...pageFields, q: SearchText.optional().default('') }).transform(({ q, ...page }) => ({ ...page, query: q }));
/** Which prompts the admin list holds: `adminPromptCount`, and with paging the list itself. */
const AdminSelectionInput = z.object({
  filter: FilterText,
  /** GraphQL's Boolean, or REST's 'true' / 'false'; absent for all prompts. */
  published: z
    .union([z.boolean(), z.enum(['true', 'false'])], { message: PROMPT_MESSAGES.published })
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : v === true || v === 'true')),
});
type AdminSelectionInput = z.output<typeof AdminSelectionInput>;
/** GET /api/admin/prompts and `adminPrompts`. */
const AdminListInput = AdminSelectionInput.extend(pageFields);
type AdminListInput = z.output<typeof AdminListInput>;
