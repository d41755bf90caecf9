import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.js';
import { DEFAULT_POSTGRES_SEARCH, PostgresSearchEngine } from '../../server/modules/search/postgres/postgres.adapter.js';
import { readModelLag } from '../../server/modules/search/postgres/index-store.js';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOPICS = [
  'pricing',
  'onboarding',
  'retention',
  'hiring',
  'referrals',
  'activation',
  'marketplaces',
  'churn',
  'sales',
  'branding',
  'community',
  'fundraising',
];

/** Enough turns, on topics that change, for a model to train on one episode (ranking/lsa.ts: units of 150 terms, terms shared by two). */
const transcript = (word: string) =>
  Array.from({ length: 100 }, (_, i) => {
    // The talk moves on every ten turns, so that parts of an episode differ (what the model learns from).
    const [a, b, c] = [0, 1, 2].map((k) => TOPICS[(Math.floor(i / 10) * 3 + k) % TOPICS.length]);
    return i % 2 === 0
      ? `Host Person (${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00)\nWhat did you learn about ${a} and ${word}?`
      : `Guest Person (${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00)\nWe measured ${a} every week, then tried ${b} experiments, and ${word} taught us that ${c} matters most.`;
  }).join('\n\n');

/** Stores an episode row as the episodes service does before indexing it; returns what indexing needs. */
async function storeEpisode(number: number) {
  const [row] = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: string }[]>('insert into episodes (id, number, title, transcript_text) values (gen_random_uuid(), ?, ?, ?) returning id', [
      number,
      `Episode ${number}`,
      transcript(`word${number}x`),
    ]);
  return { id: row!.id, number, title: `Episode ${number}`, guest: null, transcriptText: transcript(`word${number}x`) };
}

/** An engine whose model training waits until the test lets it go on, and counts its trainings (and how many ran at once). */
class GatedTraining extends PostgresSearchEngine {
  trainings = 0;
  private running = 0;
  mostAtOnce = 0;
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));
  private started!: () => void;
  /** Resolves when the first training has begun (and waits at the gate). */
  readonly firstStarted = new Promise<void>((resolve) => (this.started = resolve));
  release() {
    this.open();
  }
  protected override async train(episodes: readonly (readonly (readonly string[])[])[]) {
    this.trainings++;
    this.mostAtOnce = Math.max(this.mostAtOnce, ++this.running);
    try {
      this.started();
      await this.gate;
      return await super.train(episodes);
    } finally {
      this.running--;
    }
  }
}

/** The episodes whose passages a search for a made-up word finds. */
const episodesHolding = async (engine: PostgresSearchEngine, word: string) => new Set((await engine.searchPassages(word, 5)).hits.map((h) => h.episodeNumber));

const lag = () => readModelLag({ connection: t.orm.em.fork().getConnection() });

describe('retraining the search model as episodes are indexed', () => {
  it('does not keep the indexing waiting, trains once more for the episodes indexed meanwhile, and ends with none unseen', async () => {
    const engine = new GatedTraining(t.orm.em.fork(), createLogger('silent'));
    // The first episode makes the model lag (every passage unseen): indexing it starts a training,
    // and returns while that training waits.
    await engine.indexEpisode(await storeEpisode(501));
    await engine.firstStarted;
    // Searchable at once, before any model has seen it.
    expect(await episodesHolding(engine, 'word501x')).toEqual(new Set([501]));

    // Indexed while it trains: no training of their own each, one more check once it ends.
    await engine.indexEpisode(await storeEpisode(502));
    await engine.indexEpisode(await storeEpisode(503));
    expect(engine.trainings).toBe(1);

    engine.release();
    await engine.settled();
    // The first training read only episode 501: the two indexed meanwhile were unseen by it and
    // made it lag again, so exactly one more training followed, which saw them all.
    expect(engine.trainings).toBe(2);
    expect(await lag()).toMatchObject({ unseen: 0 });
    expect(await episodesHolding(engine, 'word503x')).toEqual(new Set([503]));
  });

  it('catchUp trains the model on every passage, even when too few are unseen for a retraining of their own', async () => {
    const engine = new PostgresSearchEngine(t.orm.em.fork(), createLogger('silent'));
    await engine.catchUp();
    expect(await lag()).toMatchObject({ unseen: 0 });
    // A fourth episode of the same length: a quarter of the passages unseen, not more, so no retraining.
    await engine.indexEpisode(await storeEpisode(504));
    await engine.settled();
    expect((await lag()).unseen).toBeGreaterThan(0);
    await engine.catchUp();
    expect(await lag()).toMatchObject({ unseen: 0 });
  });

  it('an episode indexed while catchUp trains waits for that training: one training at a time, then one more for it', async () => {
    // Indexed with no retraining of its own, so that catchUp has something to train on.
    await new PostgresSearchEngine(t.orm.em.fork(), createLogger('silent'), { ...DEFAULT_POSTGRES_SEARCH, retrainShare: 1 }).indexEpisode(
      await storeEpisode(505),
    );
    // Any lag at all asks this engine for a retraining.
    const engine = new GatedTraining(t.orm.em.fork(), createLogger('silent'), { ...DEFAULT_POSTGRES_SEARCH, retrainShare: 0 });
    const caughtUp = engine.catchUp();
    await engine.firstStarted;
    await engine.indexEpisode(await storeEpisode(506));
    engine.release();
    await caughtUp;
    expect(engine.mostAtOnce).toBe(1);
    // The training catchUp started had read its terms before episode 506 was indexed: one more followed, and catchUp waited for it.
    expect(engine.trainings).toBe(2);
    expect(await lag()).toMatchObject({ unseen: 0 });
  });

  it('a training catchUp runs that fails reaches its caller, and frees the slot for the next', async () => {
    await new PostgresSearchEngine(t.orm.em.fork(), createLogger('silent'), { ...DEFAULT_POSTGRES_SEARCH, retrainShare: 1 }).indexEpisode(
      await storeEpisode(507),
    );
    class FailingOnce extends PostgresSearchEngine {
      failed = false;
      protected override async train(episodes: readonly (readonly (readonly string[])[])[]) {
        if (this.failed) return super.train(episodes);
        this.failed = true;
        throw new Error('worker died');
      }
    }
    const engine = new FailingOnce(t.orm.em.fork(), createLogger('silent'));
    await expect(engine.catchUp()).rejects.toThrow('worker died');
    expect((await lag()).unseen).toBeGreaterThan(0);
    await engine.catchUp();
    expect(await lag()).toMatchObject({ unseen: 0 });
  });
});
