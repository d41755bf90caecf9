import { randomBytes } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.js';
import type { Viewer } from '../../server/modules/auth/viewer.js';
import { TypesenseSearchEngine } from '../../server/modules/search/typesense/typesense.adapter.js';
import { FIXTURE_EPISODES } from '../support/answer-fixtures.js';
import { createTestApp } from '../support/app.js';
import { requireEnv } from './require-env.js';

const admin: Viewer = { user: { id: 0, username: 'typesense-service-test', isAdmin: true }, ip: '127.0.0.1' };

/** The Typesense adapter against a real server (`npm run test:services` with TYPESENSE_URL and TYPESENSE_API_KEY set). */
describe('Typesense (the real server)', () => {
  it('indexes, searches and removes passages in collections of its own', async () => {
    const url = requireEnv('TYPESENSE_URL');
    const apiKey = requireEnv('TYPESENSE_API_KEY');
    const t = await createTestApp();
    const engine = new TypesenseSearchEngine({ provider: 'typesense', url, apiKey, embeddings: false }, t.orm.em, createLogger('silent'), undefined, {
      collectionPrefix: `test_${randomBytes(4).toString('hex')}_`,
    });
    try {
      const e = FIXTURE_EPISODES[0]!;
      // The adapter indexes the episode as stored: it needs the row.
      const { episode } = await RequestContext.create(t.orm.em, () =>
        t.services.episodes.create(admin, { number: e.number, title: e.title, guest: e.guest, transcriptText: e.raw }),
      );
      const count = await engine.indexEpisode({ id: episode.id, number: episode.number, title: episode.title, guest: episode.guest, transcriptText: null });
      expect(count).toBeGreaterThan(0);
      const result = await engine.searchPassages('onboarding checklists activation', 3);
      expect(result.hits[0]?.episodeNumber).toBe(e.number);
      expect((await engine.reindexAll()).passages).toBe(count);
      expect((await engine.searchPassages('onboarding checklists activation', 3)).hits[0]?.episodeNumber).toBe(e.number);
      await engine.removeEpisode(episode.id);
      expect((await engine.searchPassages('onboarding checklists activation', 3)).hits).toEqual([]);
    } finally {
      await engine.dropCollections();
      await t.close();
    }
  });
});
