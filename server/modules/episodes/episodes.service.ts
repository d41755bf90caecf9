import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { extractVideoId } from '../../../common/episode-links.js';
import { parseTranscriptBlocks, processTranscript, TranscriptError, transcriptDuration, type ProcessedTranscript } from '../../../common/transcript.js';
import type { EpisodeInput, EpisodePatch } from '../../../common/validation.js';
import type { Viewer } from '../auth/viewer.js';
import { EPISODES_AND_INDEX, inLockedTransaction } from '../../db/locks.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { Page } from '../../paging.js';
import { assertAdmin } from '../auth/guards.js';
import type { SearchEngine } from '../search/search.port.js';
import { Episode } from './episode.entity.js';

export const EPISODE_NOT_FOUND = 'Episode not found.';
export const duplicateNumberMessage = (n: number) => `Episode #${n} already exists.`;
export const missingEpisodeMessage = (n: number) => `Episode ${n} does not exist.`;
export const quotedNumberMessage = (n: number, answers: number) =>
  `Episode ${n} is quoted in ${answers} saved answer${answers === 1 ? '' : 's'}: with another number, those quotes would open another episode or none. Delete or edit ${answers === 1 ? 'that answer' : 'those answers'} first.`;

/** What episodes ask of the saved answers (PromptsService owns them): how many quote an episode. */
export interface EpisodeCitations {
  answersQuoting(episodeNumber: number): Promise<number>;
}

export interface EpisodeResult {
  episode: Episode;
  /** Explicit timestamps in the transcript; null when the transcript did not change. */
  timestampCount: number | null;
  /** Whether the episode's search data was rebuilt. */
  reindexed: boolean;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITIVE_INT = /^[1-9]\d{0,9}$/;
const MAX_INT = 2_147_483_647;

/** Empty strings are stored as "none". */
const orNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

const NEWEST_FIRST = { publishedDate: QueryOrder.DESC_NULLS_LAST, number: QueryOrder.DESC } as const;

/** Podcast episodes: public reads, admin writes; transcripts are processed and indexed for search. */
export class EpisodesService {
  constructor(
    private readonly em: EntityManager,
    private readonly search: SearchEngine,
    private readonly log: Logger,
    private readonly citations: EpisodeCitations,
  ) {}

  /** Newest first (by publish date, undated last, then by number); without transcripts. */
  list({ limit, offset }: Page): Promise<Episode[]> {
    return this.em.find(Episode, {}, { orderBy: NEWEST_FIRST, limit, offset });
  }

  count(): Promise<number> {
    return this.em.count(Episode);
  }

  /** With its transcript; null when there is no such episode (or `id` is no UUID). */
  async get(id: string): Promise<Episode | null> {
    if (!UUID_PATTERN.test(id)) return null;
    return this.em.findOne(Episode, { id }, { populate: ['transcriptText'] });
  }

  async getByNumber(number: number): Promise<Episode | null> {
    if (!Number.isInteger(number) || number <= 0 || number > MAX_INT) return null;
    return this.em.findOne(Episode, { number }, { populate: ['transcriptText'] });
  }

  /** Those of `numbers` that no episode has, each once, in the order given. */
  async missingNumbers(numbers: readonly number[]): Promise<number[]> {
    const guests = await this.guestsOf(numbers);
    return [...new Set(numbers)].filter((n) => !guests.has(n));
  }

  /** The guest (null: none given) of each episode among `numbers`; an episode no one has is absent. */
  async guestsOf(numbers: readonly number[]): Promise<Map<number, string | null>> {
    const wanted = [...new Set(numbers)];
    if (wanted.length === 0) return new Map();
    const found = await this.em.find(Episode, { number: { $in: wanted } });
    return new Map(found.map((episode) => [episode.number, episode.guest ?? null]));
  }

  /** By UUID or by episode number (the site's episode links use the number); NOT_FOUND otherwise. */
  async find(idOrNumber: string): Promise<Episode> {
    const episode = POSITIVE_INT.test(idOrNumber) ? await this.getByNumber(Number(idOrNumber)) : await this.get(idOrNumber);
    if (!episode) throw notFound(EPISODE_NOT_FOUND);
    return episode;
  }

  /** The processed transcript, loading the lazy column when needed. */
  async transcript(episode: Episode): Promise<string | null> {
    if (episode.transcriptText === undefined) await this.em.populate(episode, ['transcriptText']);
    return episode.transcriptText ?? null;
  }

  videoId(episode: Episode): string | null {
    return extractVideoId(episode.youtubeLink);
  }

  /** `input` was validated by the transport (episodes.inputs.ts). */
  async create(viewer: Viewer, input: EpisodeInput): Promise<EpisodeResult> {
    assertAdmin(viewer);
    const processed = this.process(input.transcriptText);
    await this.assertNumberFree(input.number);
    const episode = await this.saveAndIndex(input.number, true, (em) =>
      em.create(Episode, {
        number: input.number,
        title: input.title,
        guest: orNull(input.guest),
        publishedDate: orNull(input.publishedDate),
        duration: orNull(input.duration) ?? transcriptDuration(processed.blocks),
        youtubeLink: orNull(input.youtubeLink),
        spotifyLink: orNull(input.spotifyLink),
        appleLink: orNull(input.appleLink),
        substackLink: orNull(input.substackLink),
        transcriptText: processed.text,
      }),
    );
    this.log.info({ episode: episode.number, timestamps: processed.timestampCount }, 'episode created');
    return { episode, timestampCount: processed.timestampCount, reindexed: true };
  }

  /** Changes the given fields; the transcript is reprocessed and reindexed only when it changed. */
  async update(viewer: Viewer, id: string, patch: EpisodePatch): Promise<EpisodeResult> {
    assertAdmin(viewer);
    const episode = await this.get(id);
    if (!episode) throw notFound(EPISODE_NOT_FOUND);

    const previous = { number: episode.number, title: episode.title, guest: episode.guest, transcript: episode.transcriptText };
    const processed = patch.transcriptText === undefined ? null : this.process(patch.transcriptText);
    const transcriptChanged = processed !== null && processed.text !== previous.transcript;
    if (patch.number !== undefined && patch.number !== episode.number) {
      await this.assertNumberFree(patch.number);
      await this.assertUnquoted(episode.number);
    }

    if (patch.number !== undefined) episode.number = patch.number;
    if (patch.title !== undefined) episode.title = patch.title;
    if (patch.guest !== undefined) episode.guest = orNull(patch.guest);
    if (patch.publishedDate !== undefined) episode.publishedDate = orNull(patch.publishedDate);
    if (patch.youtubeLink !== undefined) episode.youtubeLink = orNull(patch.youtubeLink);
    if (patch.spotifyLink !== undefined) episode.spotifyLink = orNull(patch.spotifyLink);
    if (patch.appleLink !== undefined) episode.appleLink = orNull(patch.appleLink);
    if (patch.substackLink !== undefined) episode.substackLink = orNull(patch.substackLink);
    if (transcriptChanged) episode.transcriptText = processed.text;
    episode.duration = this.durationAfterUpdate(episode, patch.duration, previous.transcript, transcriptChanged ? processed : null);

    const searchFieldsChanged = episode.number !== previous.number || episode.title !== previous.title || episode.guest !== previous.guest;
    const reindexed = transcriptChanged || searchFieldsChanged;
    await this.saveAndIndex(episode.number, reindexed, () => episode);
    return { episode, timestampCount: transcriptChanged ? processed.timestampCount : null, reindexed };
  }

  async delete(viewer: Viewer, id: string): Promise<{ id: string; number: number }> {
    assertAdmin(viewer);
    const episode = UUID_PATTERN.test(id) ? await this.em.findOne(Episode, { id }) : null;
    if (!episode) throw notFound(EPISODE_NOT_FOUND);
    // The id as stored (lower case), whatever case the caller wrote it in: the search data is kept under it.
    const { id: storedId, number } = episode;
    // Under the index's lock: a rebuild running now wrote this episode's passages from the row
    // it read, and finishes first (the passages go with the row). Of concurrent deletes, only
    // the one that removed the row succeeds; the others found it gone and answer NOT_FOUND.
    const deleted = await inLockedTransaction(this.em, EPISODES_AND_INDEX, (em) => em.nativeDelete(Episode, { id: storedId }));
    if (deleted === 0) throw notFound(EPISODE_NOT_FOUND);
    await this.search.removeEpisode(storedId);
    this.log.info({ episode: number }, 'episode deleted');
    return { id: storedId, number };
  }

  /**
   * A duration given in the patch wins (empty: derive it). Otherwise a new transcript
   * re-derives a duration that was derived from the old one (or missing); a duration an
   * admin typed stays.
   */
  private durationAfterUpdate(
    episode: Episode,
    given: string | null | undefined,
    oldTranscript: string | null,
    processed: ProcessedTranscript | null,
  ): string | null {
    const derived = () => (processed ? transcriptDuration(processed.blocks) : transcriptDuration(parseTranscriptBlocks(episode.transcriptText ?? '')));
    if (given !== undefined) return orNull(given) ?? derived();
    if (!processed) return episode.duration;
    const wasDerived = episode.duration === null || episode.duration === transcriptDuration(parseTranscriptBlocks(oldTranscript ?? ''));
    return wasDerived ? derived() : episode.duration;
  }

  private process(text: string): ProcessedTranscript {
    try {
      return processTranscript(text);
    } catch (error) {
      if (error instanceof TranscriptError) throw badInput(error.message, { transcriptText: error.message });
      throw error;
    }
  }

  private async assertNumberFree(number: number): Promise<void> {
    const taken = await this.em.count(Episode, { number });
    if (taken > 0) throw conflict(duplicateNumberMessage(number), { number: duplicateNumberMessage(number) });
  }

  /**
   * Saved answers cite an episode by its number (their quotes link to /episodes/{number} and
   * name it in their words), so an episode they quote keeps its number.
   */
  private async assertUnquoted(number: number): Promise<void> {
    const answers = await this.citations.answersQuoting(number);
    if (answers === 0) return;
    const message = quotedNumberMessage(number, answers);
    throw conflict(message, { number: message });
  }

  /**
   * Saves the episode (`reindex`: and writes its passages) in one transaction that first takes
   * the index's lock, as deletions and rebuilds do: a row is never stored without its passages,
   * nor a new transcript with the old one's, whatever fails (or a process killed midway). A
   * number taken by a concurrent save is a CONFLICT too.
   */
  private async saveAndIndex(number: number, reindex: boolean, change: (em: EntityManager) => Episode): Promise<Episode> {
    let episode: Episode;
    try {
      episode = await inLockedTransaction(this.em, EPISODES_AND_INDEX, async (em) => {
        const saved = change(em);
        await em.flush();
        if (reindex) await this.index(saved);
        return saved;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw conflict(duplicateNumberMessage(number), { number: duplicateNumberMessage(number) });
      }
      throw error;
    }
    // The episode and its passages are saved: a failure of what follows (retraining the model) is logged, not answered.
    if (reindex) await this.search.afterEpisodeIndexed().catch((error: unknown) => this.log.error({ err: error }, 'work after indexing an episode failed'));
    return episode;
  }

  private index(episode: Episode): Promise<number> {
    return this.search.indexEpisode({
      id: episode.id,
      number: episode.number,
      title: episode.title,
      guest: episode.guest,
      transcriptText: episode.transcriptText,
    });
  }
}
