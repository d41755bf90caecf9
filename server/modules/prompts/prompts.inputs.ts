import { z } from 'zod';
import { SLUG_PATTERN } from '../../../common/slug.js';
import { normalizeTimestamp } from '../../../common/timestamps.js';

export const PROMPT_MESSAGES = {
  notFound: 'Prompt not found.',
  slugTaken: 'That slug is already used by another prompt.',
  slug: 'A slug may hold only lower-case letters, digits and single hyphens (or be empty for an automatic slug).',
  slugLength: 'A slug may be at most 200 characters long.',
  text: 'The prompt text cannot be empty.',
  textLength: 'The prompt text may be at most 1000 characters long.',
  fullResponse: 'The answer cannot be empty.',
  quotes: 'quotes must be a list of quotes.',
  quoteText: 'Each quote needs its text.',
  quoteEpisode: "A quote's episode must be a positive whole number.",
  quoteGuest: "A quote's guest must be text.",
  quoteTimestamp: "A quote's timestamp must be text such as 04:30 or 1:02:03.",
  sources: 'sources must be an object holding a quotes list.',
  isPublished: 'isPublished must be true or false.',
  emptyPatch: 'Nothing to change: give at least one of isPublished, text, slug, fullResponse or quotes.',
  noAnswer: 'This prompt has no answer yet: give fullResponse together with the quotes.',
  sort: "sort must be 'newest' or 'popular'.",
  body: 'The changes must be a JSON object.',
} as const;

/** null (GraphQL) and absent mean "not given". */
const optional = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? undefined);

export const QuoteSchema = z.object({
  text: z.string({ message: PROMPT_MESSAGES.quoteText }).trim().min(1, PROMPT_MESSAGES.quoteText),
  episode: z.number({ message: PROMPT_MESSAGES.quoteEpisode }).int(PROMPT_MESSAGES.quoteEpisode).positive(PROMPT_MESSAGES.quoteEpisode),
  guest: z
    .string({ message: PROMPT_MESSAGES.quoteGuest })
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
  timestamp: z
    .union([z.string(), z.number()], { message: PROMPT_MESSAGES.quoteTimestamp })
    .nullish()
    .transform((v) => normalizeTimestamp(v)),
});

const QuotesSchema = z.array(QuoteSchema, { message: PROMPT_MESSAGES.quotes });

const patchFields = {
  isPublished: optional(z.boolean({ message: PROMPT_MESSAGES.isPublished })),
  text: optional(z.string({ message: PROMPT_MESSAGES.text }).trim().min(1, PROMPT_MESSAGES.text).max(1000, PROMPT_MESSAGES.textLength)),
  /** Empty (or blank): a new slug from the text. */
  slug: optional(
    z
      .string({ message: PROMPT_MESSAGES.slug })
      .trim()
      .max(200, PROMPT_MESSAGES.slugLength)
      .refine((s) => s === '' || SLUG_PATTERN.test(s), PROMPT_MESSAGES.slug),
  ),
  fullResponse: optional(z.string({ message: PROMPT_MESSAGES.fullResponse }).refine((s) => s.trim() !== '', PROMPT_MESSAGES.fullResponse)),
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
  .transform(({ sources, quotes, ...rest }) => ({ ...rest, quotes: quotes ?? sources?.quotes }));
export type PromptPatch = z.output<typeof PromptPatch>;

export const isEmptyPatch = (patch: PromptPatch) => Object.values(patch).every((v) => v === undefined);

export type PromptOrder = 'NEWEST' | 'POPULAR';

/** REST `sort` query parameter → order. */
export const SortParam = z
  .enum(['newest', 'popular'], { message: PROMPT_MESSAGES.sort })
  .optional()
  .transform((v): PromptOrder => (v === 'popular' ? 'POPULAR' : 'NEWEST'));
