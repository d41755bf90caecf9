import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isNoInformationAnswer } from '../../../common/answer.js';
import type { Quote } from '../../../common/quote.js';
import { normalizeQuestion } from '../../../common/question.js';
import { isUuidLike, slugify } from '../../../common/slug.js';
import type { Viewer } from '../auth/viewer.js';
import { lockInTransaction } from '../../db/locks.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type { Page } from '../../paging.js';
import { assertAdmin } from '../auth/guards.js';
import { missingEpisodeMessage, type EpisodesService } from '../episodes/episodes.service.js';
import type { SearchEngine } from '../search/search.port.js';
import { Prompt } from './prompt.entity.js';
import { isEmptyPatch, PROMPT_MESSAGES, type PromptPatch } from './prompts.inputs.js';
import type { PromptsService } from './prompts.service.js';
import { Response } from './response.entity.js';

/** Which prompts the admin list holds. */
export interface AdminPromptSelection {
  /** Case-insensitive substring of the text. */
  filter?: string | null;
  /** Only published (true) or only unpublished (false) prompts; all when absent. */
  published?: boolean | null;
}

export interface AdminPromptListOptions extends Page, AdminPromptSelection {}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The query for a selection: the text holds `filter` (any case, taken literally), in one publish state. */
function selectionWhere({ filter: given, published }: AdminPromptSelection) {
  const filter = given?.trim() ?? '';
  return {
    ...(filter === '' ? {} : { text: { $ilike: `%${escapeLike(filter)}%` } }),
    ...(typeof published === 'boolean' ? { isPublished: published } : {}),
  };
}

/** The episode the quotes cite most (the first cited on a tie); null without quotes. */
export function mostCitedEpisode(quotes: readonly Quote[]): number | null {
  const counts = new Map<number, number>();
  for (const q of quotes) counts.set(q.episode, (counts.get(q.episode) ?? 0) + 1);
  let best: number | null = null;
  for (const [episode, count] of counts) if (best === null || count > counts.get(best)!) best = episode;
  return best;
}

/**
 * A published prompt never shows the no-information answer: it would be listed as a popular
 * question and in search, and its page sends visitors back home ('Insufficient information').
 * Refuses publishing such a prompt, and giving a published prompt that answer; a change that
 * does neither (unpublishing, the text) is left alone.
 */
function assertPublishable(prompt: Prompt, response: Response | null, patch: PromptPatch): void {
  const answer = patch.fullResponse ?? response?.fullResponse;
  if (answer === undefined || !isNoInformationAnswer(answer)) return;
  if (patch.isPublished === true) {
    const message = PROMPT_MESSAGES.publishNoInformation;
    throw badInput(message, { isPublished: message, ...(patch.fullResponse === undefined ? {} : { fullResponse: message }) });
  }
  if (patch.isPublished === undefined && prompt.isPublished && patch.fullResponse !== undefined) {
    throw badInput(PROMPT_MESSAGES.noInformationPublished, { fullResponse: PROMPT_MESSAGES.noInformationPublished });
  }
}

/** Administrators' prompt management: every prompt, published or not. */
export class PromptAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly search: SearchEngine,
    private readonly prompts: PromptsService,
    private readonly episodes: EpisodesService,
  ) {}

  /** Every prompt, newest first, optionally those whose text holds `filter` (any case) and in one publish state. */
  async list(viewer: Viewer, { limit, offset, ...selection }: AdminPromptListOptions): Promise<Prompt[]> {
    assertAdmin(viewer);
    return this.em.find(Prompt, selectionWhere(selection), { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset });
  }

  /** How many prompts `list` holds for the selection over all its pages. */
  async count(viewer: Viewer, selection: AdminPromptSelection): Promise<number> {
    assertAdmin(viewer);
    return this.em.count(Prompt, selectionWhere(selection));
  }

  async get(viewer: Viewer, id: string): Promise<Prompt> {
    assertAdmin(viewer);
    return this.prompts.get(id);
  }

  /**
   * Changes the given fields: publish state; text and/or slug (empty slug: a fresh one
   * from the text); answer and/or quotes. Search data follows text, answer and publication changes.
   * `patch` was validated by the transport (prompts.inputs.ts).
   */
  async update(viewer: Viewer, id: string, patch: PromptPatch): Promise<Prompt> {
    assertAdmin(viewer);
    if (isEmptyPatch(patch)) throw badInput(PROMPT_MESSAGES.emptyPatch);
    const prompt = await this.prompts.get(id);
    const response = prompt.response ? await prompt.response.load() : null;
    if (!response && patch.quotes !== undefined && patch.fullResponse === undefined) {
      throw badInput(PROMPT_MESSAGES.noAnswer, { fullResponse: PROMPT_MESSAGES.noAnswer });
    }
    const quotes = patch.quotes === undefined ? undefined : await this.withGuests(patch.quotes, patch.quotesField ?? 'quotes');
    assertPublishable(prompt, response, patch);
    const normalizedText = patch.text === undefined ? undefined : normalizeQuestion(patch.text);
    const newText = normalizedText !== undefined && normalizedText !== prompt.normalizedText;
    const text = patch.text ?? prompt.text;
    const slug = patch.slug === undefined ? undefined : await this.chooseSlug(prompt.id, patch.slug, text);

    if (patch.isPublished !== undefined) prompt.isPublished = patch.isPublished;
    if (patch.text !== undefined && normalizedText !== undefined) {
      prompt.text = patch.text;
      prompt.normalizedText = normalizedText;
    }
    const formerSlug = slug !== undefined && slug !== prompt.slug ? prompt.slug : null;
    if (slug !== undefined) prompt.slug = slug;
    if (patch.fullResponse !== undefined || patch.quotes !== undefined) {
      const answer = response ?? this.em.create(Response, { prompt, fullResponse: patch.fullResponse ?? '' });
      if (patch.fullResponse !== undefined) answer.fullResponse = patch.fullResponse;
      if (quotes !== undefined) {
        answer.sources = { ...answer.sources, quotes };
        prompt.episodeNumber = mostCitedEpisode(quotes);
      }
    }
    await this.save(prompt, formerSlug, newText);
    // A search engine that keeps its own copy of prompts (Typesense) filters on the published flag too.
    if (patch.text !== undefined || patch.fullResponse !== undefined || patch.isPublished !== undefined) await this.search.indexPrompt(prompt.id);
    return prompt;
  }

  /**
   * Deletes a prompt; its response goes with it (ON DELETE CASCADE). Answers the id as stored
   * (lower case), whatever case the caller wrote it in: the search data is kept under it.
   */
  async delete(viewer: Viewer, id: string): Promise<{ id: string }> {
    assertAdmin(viewer);
    const rows = isUuidLike(id) ? await this.em.getConnection().execute<{ id: string }[]>('delete from prompts where id = ? returning id', [id], 'all') : [];
    const deleted = rows[0]?.id;
    if (deleted === undefined) throw notFound(PROMPT_MESSAGES.notFound);
    await this.search.removePrompt(deleted);
    return { id: deleted };
  }

  /** Deletes every prompt and response. */
  async deleteAll(viewer: Viewer): Promise<{ count: number }> {
    assertAdmin(viewer);
    const rows = await this.em.getConnection().execute<{ id: string }[]>('delete from prompts returning id', [], 'all');
    for (const { id } of rows) await this.search.removePrompt(id);
    return { count: rows.length };
  }

  /**
   * The quotes as they are stored. Every quote cites an episode there is (its link would open
   * 'Episode Not Found'): each that does not is named on its field (BAD_USER_INPUT). A quote
   * given no guest is attributed to its episode's guest (a quote names who says it, `Quote.guest`).
   */
  private async withGuests(quotes: readonly Quote[], field: string): Promise<Quote[]> {
    const guests = await this.episodes.guestsOf(quotes.map((q) => q.episode));
    const missing = [...new Set(quotes.map((q) => q.episode))].filter((n) => !guests.has(n));
    if (missing.length > 0) {
      const fields: Record<string, string> = {};
      quotes.forEach((q, i) => {
        if (!guests.has(q.episode)) fields[`${field}.${i}.episode`] = missingEpisodeMessage(q.episode);
      });
      throw badInput(missingEpisodeMessage(missing[0]!), fields);
    }
    return quotes.map((q) => (q.guest ? q : { ...q, guest: guests.get(q.episode) ?? '' }));
  }

  /**
   * A visitor asking a question is served the saved answer to the same question
   * (`PromptsService.findAnswered`): a second prompt with the prompt's new text would take
   * its place. Asked in the transaction that saves the text, under a lock on that text, so
   * that two prompts edited to the same question at once cannot both take it.
   */
  private async assertTextFree(prompt: Prompt): Promise<void> {
    await lockInTransaction(this.em, `prompt-text:${prompt.normalizedText}`);
    const holder = await this.em.findOne(Prompt, { normalizedText: prompt.normalizedText, id: { $ne: prompt.id } });
    if (holder) throw conflict(PROMPT_MESSAGES.textTaken, { text: PROMPT_MESSAGES.textTaken });
  }

  /**
   * Links shared under the prompt's former slug keep opening it (PromptsService.findBySlug).
   * A slug a prompt holds is no one's former slug: the prompt's new one stops being one.
   */
  private async keepAddress(prompt: Prompt, formerSlug: string): Promise<void> {
    await this.em.getConnection().execute(
      `with held as (delete from prompt_former_slugs where slug = ?)
       insert into prompt_former_slugs (slug, prompt_id) values (?, ?) on conflict (slug) do update set prompt_id = excluded.prompt_id`,
      [prompt.slug, formerSlug, prompt.id],
      'run',
      this.em.getTransactionContext(),
    );
  }

  /** The slug an admin asked for, or (when empty) a free one made from the text. */
  private async chooseSlug(promptId: string, requested: string, text: string): Promise<string> {
    if (requested === '') return this.prompts.freeSlug(slugify(text), promptId);
    const holder = await this.em.findOne(Prompt, { slug: requested, id: { $ne: promptId } });
    if (holder) throw conflict(PROMPT_MESSAGES.slugTaken, { slug: PROMPT_MESSAGES.slugTaken });
    return requested;
  }

  /**
   * Writes the changes, and the former slug when it changed, in one transaction: a prompt is
   * never saved at its new slug with its old links lost, nor at a new text another prompt
   * asks (`assertTextFree`). A concurrent save may take the slug between the check and the
   * write: the unique index refuses it.
   */
  private async save(prompt: Prompt, formerSlug: string | null, newText: boolean): Promise<void> {
    await this.em.begin();
    try {
      if (newText) await this.assertTextFree(prompt);
      await this.em.flush();
      if (formerSlug !== null) await this.keepAddress(prompt, formerSlug);
      await this.em.commit();
    } catch (error) {
      await this.em.rollback();
      if (error instanceof UniqueConstraintViolationException) throw conflict(PROMPT_MESSAGES.slugTaken, { slug: PROMPT_MESSAGES.slugTaken });
      throw error;
    }
  }
}
