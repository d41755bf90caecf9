import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.js';
import { TypesenseSearchEngine } from '../../server/modules/search/typesense/typesense.adapter.js';
import { FIXTURE_EPISODES } from '../support/answer-fixtures.js';
import { createTestApp } from '../support/app.js';
import { requireEnv } from './require-env.js';

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
      const count = await engine.indexEpisode({ id: 'e1', number: e.number, title: e.title, guest: e.guest, transcriptText: e.raw });
      expect(count).toBeGreaterThan(0);
      const result = await engine.searchPassages('onboarding checklists activation', 3);
      expect(result.hits[0]?.episodeNumber).toBe(e.number);
      await engine.removeEpisode('e1');
      expect((await engine.searchPassages('onboarding checklists activation', 3)).hits).toEqual([]);
    } finally {
      await engine.dropCollections();
      await t.close();
    }
  });
});
