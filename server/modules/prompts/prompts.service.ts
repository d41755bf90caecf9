import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RELATED_ANSWERS } from '../../../common/limits.js';
import { isNoInformationAnswer } from '../../../common/answer.js';
import type { Sources } from '../../../common/quote.js';
import { normalizeQuestion } from '../../../common/question.js';
import { isUuidLike, SLUG_PATTERN, slugify, uniqueSlug } from '../../../common/slug.js';
import type { Viewer } from '../auth/viewer.js';
import type { EpisodesService } from '../episodes/episodes.service.js';
import { notFound } from '../../errors.js';
import type { Page } from '../../paging.js';
import type { SearchEngine } from '../search/search.port.js';
import { PROMPT_MESSAGES, type PromptOrder } from './prompts.inputs.js';
import { Prompt } from './prompt.entity.js';
import { PromptFormerSlug } from './prompt-former-slug.entity.js';
import { Response } from './response.entity.js';
import { sqlIn } from '../../db/sql.js';
import { inLockedTransaction } from '../../db/locks.js';

export interface NewAnsweredPrompt {
  text: string;
  ipAddress: string | null;
  fullResponse: string;
  sources: Sources;
  isPublished: boolean;
  episodeNumber: number | null;
}

export interface PromptListOptions extends Page {
  orderBy: PromptOrder;
}

/** Slugs are at most this long (the column; admin edits keep to it). */
const SLUG_COLUMN_LENGTH = 200;

/** Every column of `prompts` except the search vector, for `returning` clauses. */
const PROMPT_COLUMNS = 'id, text, normalized_text, slug, created_at, ip_address, is_published, view_count, episode_number';

/** Prompts (questions) and their responses (answers): saving and the public reads. */
export class PromptsService {
  constructor(
    private readonly em: EntityManager,
    private readonly searchEngine: SearchEngine,
    private readonly episodes: Pick<EpisodesService, 'missingNumbers'>,
  ) {}

  /**
   * Saves a question with its answer under a new unique slug, and makes it searchable.
   * Saves that start from the same slug are serialised by a transaction-scoped advisory
   * lock, so concurrent saves of one question get -2, -3… instead of colliding.
   */
  async createWithAnswer(input: NewAnsweredPrompt): Promise<Prompt> {
    return (await this.save(input, false)).prompt;
  }

  /**
   * A visitor's answer (`saved` true), saved as createWithAnswer does, with two exceptions for
   * a question saved before (as findAnswered reads it):
   * - an answer that still stands (an ask racing this one, in this process or another): that
   *   prompt stays, unchanged, and this answer is not saved (`saved` false);
   * - declined: this answer replaces the decline in that prompt (its slug, text, address and
   *   publication stay), so asking a declined question again adds no prompt.
   * An answer quoting an episode deleted since is left as it was (an administrator may have
   * published it, and this answer has not been reviewed): this one is saved as a new prompt.
   */
  async saveAnswer(input: NewAnsweredPrompt): Promise<{ prompt: Prompt; saved: boolean }> {
    return this.save(input, true);
  }

  private async save(input: NewAnsweredPrompt, reuseSaved: boolean): Promise<{ prompt: Prompt; saved: boolean }> {
    const base = slugify(input.text) || 'question';
    const normalizedText = normalizeQuestion(input.text);
    const result = await inLockedTransaction(this.em, `prompt-slug:${base}`, async (em) => {
      const before = reuseSaved ? await this.findAnswered(input.text, em) : null;
      const response = before?.response?.getEntity();
      if (before && response) {
        if (isNoInformationAnswer(response.fullResponse)) {
          response.fullResponse = input.fullResponse;
          response.sources = input.sources;
          before.episodeNumber = input.episodeNumber;
          return { prompt: before, saved: true };
        }
        if (await this.stands(response)) return { prompt: before, saved: false };
      }
      const created = em.create(Prompt, {
        text: input.text.trim(),
        normalizedText,
        slug: await this.freeSlug(base, undefined, em),
        ipAddress: input.ipAddress,
        isPublished: input.isPublished,
        episodeNumber: input.episodeNumber,
      });
      em.create(Response, { prompt: created, fullResponse: input.fullResponse, sources: input.sources });
      return { prompt: created, saved: true };
    });
    if (result.saved) await this.searchEngine.indexPrompt(result.prompt.id);
    return result;
  }

  /** How many saved answers quote episode `number` (their quotes link to it by its number). */
  async answersQuoting(number: number): Promise<number> {
    const rows = await sqlIn(this.em)<{ answers: string }>(`select count(*) as answers from responses where sources -> 'quotes' @> ?::jsonb`, [
      JSON.stringify([{ episode: number }]),
    ]);
    return Number(rows[0]?.answers ?? 0);
  }

  /** The most recent saved answer to the same question (case, spacing and punctuation ignored). */
  async findAnswered(text: string, em: EntityManager = this.em): Promise<Prompt | null> {
    const normalizedText = normalizeQuestion(text);
    if (normalizedText === '') return null;
    return em.findOne(Prompt, { normalizedText, response: { $ne: null } }, { populate: ['response'], orderBy: { createdAt: 'desc' } });
  }

  /**
   * Whether a saved answer still answers its question for someone asking it now: it is not
   * the decline, and every episode it quotes is still in the archive (a quote of a deleted
   * episode would send the reader to a missing page).
   */
  async stands(response: Response): Promise<boolean> {
    if (isNoInformationAnswer(response.fullResponse)) return false;
    const quoted = (response.sources.quotes ?? []).map((quote) => quote.episode);
    return (await this.episodes.missingNumbers(quoted)).length === 0;
  }

  /**
   * `base`, or the first of `base-2`, `base-3`… that no prompt uses, nor had before (a link
   * shared under a former slug keeps opening its own answer). `exceptPromptId`'s own slugs,
   * now and former, are free for it.
   */
  async freeSlug(base: string, exceptPromptId?: string, em: EntityManager = this.em): Promise<string> {
    const root = base === '' ? 'question' : base;
    const pattern = `${root.replace(/[\\%_]/g, '\\$&')}-%`;
    const except = exceptPromptId ?? null;
    const rows = await sqlIn(em)<{ slug: string }>(
      `select slug from prompts where (slug = ? or slug like ?) and (?::uuid is null or id <> ?::uuid)
       union select slug from prompt_former_slugs where (slug = ? or slug like ?) and (?::uuid is null or prompt_id <> ?::uuid)`,
      [root, pattern, except, except, root, pattern, except, except],
    );
    return uniqueSlug(root, new Set(rows.map((r) => r.slug)));
  }

  /** Published prompts, newest (default) or most viewed first. */
  async listPublished({ limit, offset, orderBy: order }: PromptListOptions): Promise<Prompt[]> {
    const orderBy = order === 'POPULAR' ? ({ viewCount: 'desc', createdAt: 'desc', id: 'asc' } as const) : ({ createdAt: 'desc', id: 'asc' } as const);
    return this.em.find(Prompt, { isPublished: true }, { orderBy, limit, offset });
  }

  /**
   * Published prompts matching `query` (question and answer), in the search engine's
   * order, best first; a blank query lists the published prompts, newest first.
   */
  async search(query: string, page: Page): Promise<Prompt[]> {
    if (query.trim() === '') return this.listPublished({ ...page, orderBy: 'NEWEST' });
    const ids = await this.searchEngine.searchPrompts(query, page);
    if (ids.length === 0) return [];
    const found = await this.em.find(Prompt, { id: { $in: ids }, isPublished: true });
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Up to RELATED_ANSWERS published prompts answering questions like the one at `slug`
   * (saved-answer search on its question), best first; never that prompt, nor another
   * copy of the same question. NOT_FOUND when no prompt has the slug.
   */
  async related(slug: string): Promise<Prompt[]> {
    const prompt = await this.findBySlug(slug);
    if (!prompt) throw notFound(PROMPT_MESSAGES.notFound);
    // A few extra, since the prompt itself and copies of its question are left out.
    const found = await this.search(prompt.text, { limit: RELATED_ANSWERS + 3, offset: 0 });
    return found.filter((p) => p.id !== prompt.id && p.normalizedText !== prompt.normalizedText).slice(0, RELATED_ANSWERS);
  }

  /** Any prompt (published or not) with its response; NOT_FOUND when there is none. */
  async get(id: string): Promise<Prompt> {
    const prompt = isUuidLike(id) ? await this.em.findOne(Prompt, { id }, { populate: ['response'] }) : null;
    if (!prompt) throw notFound(PROMPT_MESSAGES.notFound);
    return prompt;
  }

  /**
   * A prompt by slug with its response; `viewedFrom` (the visitor's address) also counts a
   * view, as recordView does (REST readers have no separate call).
   */
  async getBySlug(slug: string, options: { viewedFrom?: string } = {}): Promise<Prompt> {
    const { viewedFrom } = options;
    const found = await this.findBySlug(slug);
    const prompt = !found || viewedFrom === undefined ? found : await this.countView(found.id, viewedFrom);
    if (!prompt) throw notFound(PROMPT_MESSAGES.notFound);
    if (viewedFrom !== undefined) await this.em.populate(prompt, ['response']);
    return prompt;
  }

  /**
   * The prompt at an answer address, with its response: the one whose slug it is, else the
   * one that had it before an administrator changed its slug (prompt_former_slugs), so that
   * shared links keep opening it; the prompt carries its current slug. Null when neither.
   */
  async findBySlug(slug: string): Promise<Prompt | null> {
    // No slug holds anything but letters, digits and hyphens (nor NUL bytes PostgreSQL would refuse).
    if (slug.length > SLUG_COLUMN_LENGTH || !SLUG_PATTERN.test(slug)) return null;
    const prompt = await this.em.findOne(Prompt, { slug }, { populate: ['response'] });
    if (prompt) return prompt;
    const former = await this.em.findOne(PromptFormerSlug, { slug }, { populate: ['prompt.response'] });
    return former?.prompt.getEntity() ?? null;
  }

  /** Whether the prompt is published; false when there is no such prompt. */
  async isPublished(id: string): Promise<boolean> {
    const prompt = isUuidLike(id) ? await this.em.findOne(Prompt, { id }) : null;
    return prompt?.isPublished ?? false;
  }

  async slugOf(id: string): Promise<string> {
    const prompt = isUuidLike(id) ? await this.em.findOne(Prompt, { id }) : null;
    if (!prompt) throw notFound(PROMPT_MESSAGES.notFound);
    return prompt.slug;
  }

  /** Counts a view of a saved answer from the visitor's address (see countView) and returns the prompt with its count. */
  async recordView(id: string, ip: string): Promise<Prompt> {
    const prompt = isUuidLike(id) ? await this.countView(id, ip) : null;
    if (!prompt) throw notFound(PROMPT_MESSAGES.notFound);
    return prompt;
  }

  /** The prompt's response, loaded (batched with its siblings) when not populated yet. */
  async responseOf(prompt: Prompt): Promise<Response | null> {
    if (prompt.response === null) return null;
    if (prompt.response) return prompt.response.load({ dataloader: true });
    return this.em.findOne(Response, { prompt: prompt.id });
  }

  /** The address a question came from is shown to administrators only; null for everyone else. */
  ipAddressFor(viewer: Viewer, prompt: Prompt): string | null {
    return viewer.user?.isAdmin ? prompt.ipAddress : null;
  }

  /**
   * Adds one view unless this address already counted one of the prompt today, in one
   * statement (two requests at once count once): the count grows by at most one per visitor
   * a day, so no single client can inflate it. Other visitors' views of the prompt from
   * earlier days go in the same statement (they no longer stop a view from counting), so
   * prompt_views holds about a day of views rather than every visitor ever. Null when there
   * is no such prompt.
   */
  private async countView(id: string, ip: string): Promise<Prompt | null> {
    const rows = await this.em.getConnection().execute<EntityDictionary<Prompt>[]>(
      `with target as (select id from prompts where id = ?),
            forgotten as (delete from prompt_views where prompt_id = (select id from target) and date < current_date and ip_address <> ?),
            counted as (
              insert into prompt_views (prompt_id, ip_address) select id, ? from target
              on conflict (prompt_id, ip_address) do update set date = excluded.date where prompt_views.date < excluded.date
              returning prompt_id)
       update prompts set view_count = view_count + (select count(*) from counted)::int
        where id = (select id from target)
       returning ${PROMPT_COLUMNS}`,
      [id, ip, ip],
    );
    return rows[0] ? this.em.map(Prompt, rows[0]) : null;
  }
}
