import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { EpisodesService } from '../episodes/episodes.service.js';
import type { SearchEngine } from '../search/search.port.js';

/** The project's own fictional demo episodes (see demo/README.md). */
export const DEMO_FOLDER = fileURLToPath(new URL('./demo/', import.meta.url));

/** Seeding acts as an administrator that is no account. */
const SYSTEM_VIEWER: Viewer = { user: { id: 0, username: 'system', isAdmin: true }, ip: '127.0.0.1' };

const nullableText = z.string().nullable().optional();

const DemoEpisode = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  guest: nullableText,
  publishedDate: nullableText,
  duration: nullableText,
  youtubeLink: nullableText,
  spotifyLink: nullableText,
  appleLink: nullableText,
  substackLink: nullableText,
  /** Transcript file name, in the same folder. */
  file: z.string().regex(/^[\w.-]+$/, 'must be a file name in the demo folder'),
});
const DemoEpisodes = z.array(DemoEpisode);

/** questions.json: questions answered at seeding so the home page has suggestions. */
const DemoQuestions = z.array(z.object({ question: z.string().min(1) }));

/** What seeding needs of the answer engine: answering outside any visitor's allowance. */
export interface DemoAnswerer {
  answerAsSystem(text: string): Promise<{ slug: string }>;
}

export interface SeedResult {
  /** Episodes added by this call. */
  created: number;
  /** Demo questions answered after the episodes were added. */
  answered?: number;
  /** Why nothing was added, when nothing was. */
  skipped?: 'not-empty' | 'no-demo-content';
}

/** Loads demo content into an empty database, through the episodes service (same rules as an admin's). */
export class SeedService {
  constructor(
    private readonly em: EntityManager,
    private readonly episodes: EpisodesService,
    private readonly search: Pick<SearchEngine, 'catchUp'>,
    private readonly answers: DemoAnswerer,
    private readonly log: Logger,
  ) {}

  async seedDemo(folder: string = DEMO_FOLDER): Promise<SeedResult> {
    const existing = await RequestContext.create(this.em, () => this.episodes.count());
    if (existing > 0) return { created: 0, skipped: 'not-empty' };
    const list = await this.readList(folder);
    if (!list) {
      this.log.warn({ folder }, 'no demo content found: the site starts without episodes');
      return { created: 0, skipped: 'no-demo-content' };
    }
    let created = 0;
    for (const { file, ...fields } of list) {
      const transcriptText = await fs.readFile(path.join(folder, file), 'utf8');
      // Each episode in its own context: one failure leaves no half-saved state behind.
      const added = await RequestContext.create(this.em, async () => {
        try {
          await this.episodes.create(SYSTEM_VIEWER, { ...fields, transcriptText });
          return true;
        } catch (error) {
          // Another app process seeding the same database at the same moment got there first.
          if (error instanceof AppError && error.code === 'CONFLICT') return false;
          throw error;
        }
      });
      if (added) created++;
    }
    this.log.info({ episodes: created, folder }, `loaded ${created} demo episodes`);
    if (created === 0) return { created };
    // The demo's answers are saved: they come from the model of every demo episode, on any machine.
    await this.search.catchUp();
    return { created, answered: await this.answerDemoQuestions(folder) };
  }

  /** Answers (and so publishes) the demo questions through the answer engine. */
  private async answerDemoQuestions(folder: string): Promise<number> {
    const list = await this.readJson(path.join(folder, 'questions.json'), DemoQuestions);
    if (!list) return 0;
    for (const { question } of list) {
      await RequestContext.create(this.em, () => this.answers.answerAsSystem(question));
    }
    this.log.info({ questions: list.length }, `answered ${list.length} demo questions`);
    return list.length;
  }

  private readList(folder: string): Promise<z.infer<typeof DemoEpisodes> | undefined> {
    return this.readJson(path.join(folder, 'episodes.json'), DemoEpisodes);
  }

  /** A JSON file checked against `schema`; undefined when the file does not exist. */
  private async readJson<S extends z.ZodType>(file: string, schema: S): Promise<z.infer<S> | undefined> {
    let json: string;
    try {
      json = await fs.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const parsed = schema.safeParse(JSON.parse(json));
    if (!parsed.success)
      throw new Error(`${file} is not a valid ${path.basename(file) === 'episodes.json' ? 'episode' : 'question'} list: ${parsed.error.message}`);
    return parsed.data;
  }
}
