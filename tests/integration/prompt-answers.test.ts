import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_INFORMATION_ANSWER } from '../../common/answer.js';
import type { Viewer } from '../../server/modules/auth/viewer.js';
import { createTestApp, type TestApp } from '../support/app.js';

/** Long enough to process: the quoted sentence in a turn of its own. */
const TRANSCRIPT = 'Ada Example (04:30)\nWe priced by seat. Every customer paid for the people who used it, and that kept renewals simple.';
const admin: Viewer = { user: { id: 0, username: 'prompt-answers-test', isAdmin: true }, ip: '127.0.0.1' };
let t: TestApp;
const inContext = <T>(fn: () => Promise<T>) => RequestContext.create(t.orm.em, fn);
const addEpisode = (number: number) =>
  inContext(() =>
    t.services.episodes.create(admin, {
      number,
      title: `Seat pricing, part ${number}`,
      guest: 'Ada Example',
      transcriptText: TRANSCRIPT,
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  await addEpisode(1);
});
afterAll(() => t.close());

const answer = (text: string) => ({
  text,
  ipAddress: '203.0.113.7',
  fullResponse: `## Key Takeaways\n- About ${text}`,
  sources: { quotes: [{ text: 'We priced by seat.', episode: 1, guest: 'Ada Example', timestamp: '04:30' }] },
  isPublished: true,
  episodeNumber: 1,
});

describe('saving answered prompts', () => {
  it('gives each prompt a readable slug, unique even when saved concurrently', async () => {
    const prompts = await inContext(() =>
      Promise.all(Array.from({ length: 6 }, () => t.services.prompts.createWithAnswer(answer('How should we price seats?')))),
    );
    const slugs = prompts.map((p) => p.slug).sort();
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain('how-should-we-price-seats');
    expect(slugs).toContain('how-should-we-price-seats-2');
    expect(slugs.every((s) => /^how-should-we-price-seats(-\d+)?$/.test(s))).toBe(true);
  });

  it("saves a visitor's answer once when the same question is answered twice at once; a declined one does not stand in", async () => {
    const results = await inContext(() => Promise.all(Array.from({ length: 4 }, () => t.services.prompts.saveAnswer(answer('Why do wombats churn?')))));
    expect(results.filter((r) => r.saved)).toHaveLength(1);
    expect(new Set(results.map((r) => r.prompt.id)).size).toBe(1);

    const declined = { ...answer('Why do numbats churn?'), fullResponse: NO_INFORMATION_ANSWER, sources: { quotes: [] } };
    const first = await inContext(() => t.services.prompts.createWithAnswer(declined));
    const after = await inContext(() => t.services.prompts.saveAnswer(answer('Why do numbats churn?')));
    expect(after.saved).toBe(true);
    expect(after.prompt.id).toBe(first.id);
  });

  it('asks a declined question again in place: one prompt, its slug kept, holding the latest answer', async () => {
    const declined = {
      ...answer('Why do quokkas churn?'),
      ipAddress: '203.0.113.8',
      fullResponse: NO_INFORMATION_ANSWER,
      sources: { quotes: [] },
      episodeNumber: null,
    };
    const first = await inContext(() => t.services.prompts.createWithAnswer(declined));
    const again = await inContext(() => t.services.prompts.saveAnswer({ ...declined, text: 'why do quokkas churn', ipAddress: '203.0.113.9' }));
    expect(again).toMatchObject({ saved: true, prompt: { id: first.id, slug: first.slug } });
    const answered = await inContext(() => t.services.prompts.saveAnswer(answer('Why do quokkas churn?')));
    expect(answered).toMatchObject({ saved: true, prompt: { id: first.id, slug: first.slug, ipAddress: '203.0.113.8', episodeNumber: 1 } });
    const rows = await t.orm.em
      .getConnection()
      .execute<{ slug: string; full_response: string }[]>(
        `select p.slug, r.full_response from prompts p join responses r on r.prompt_id = p.id where p.normalized_text = 'why do quokkas churn'`,
      );
    expect(rows).toEqual([{ slug: first.slug, full_response: answer('Why do quokkas churn?').fullResponse }]);
  });

  it('saves a new prompt for a question whose saved answer quotes an episode deleted since, leaving that answer as it was', async () => {
    const quotingTwo = { ...answer('Why do bilbies churn?'), sources: { quotes: [{ ...answer('').sources.quotes[0]!, episode: 2 }] }, episodeNumber: 2 };
    const episode = await addEpisode(2);
    const first = await inContext(() => t.services.prompts.saveAnswer(quotingTwo));
    expect(await inContext(() => t.services.prompts.saveAnswer(quotingTwo))).toMatchObject({ saved: false, prompt: { id: first.prompt.id } });

    await inContext(() => t.services.episodes.delete(admin, episode.episode.id));
    const again = await inContext(() => t.services.prompts.saveAnswer({ ...answer('why do bilbies churn'), isPublished: false }));
    expect(again.saved).toBe(true);
    expect(again.prompt.id).not.toBe(first.prompt.id);
    expect(again.prompt.slug).toBe(`${first.prompt.slug}-2`);
    const rows = await t.orm.em
      .getConnection()
      .execute<{ slug: string; is_published: boolean; sources: { quotes: { episode: number }[] } }[]>(
        `select p.slug, p.is_published, r.sources from prompts p join responses r on r.prompt_id = p.id where p.normalized_text = 'why do bilbies churn' order by p.created_at`,
      );
    expect(rows.map((r) => [r.slug, r.is_published, r.sources.quotes[0]?.episode])).toEqual([
      [first.prompt.slug, true, 2],
      [again.prompt.slug, false, 1],
    ]);
    expect((await inContext(() => t.services.prompts.findAnswered('Why do bilbies churn?')))?.id).toBe(again.prompt.id);
  });

  it('finds the saved answer to the same question asked with other case, spacing and punctuation', async () => {
    const saved = await inContext(() => t.services.prompts.createWithAnswer(answer('What is a growth loop?')));
    const found = await inContext(() => t.services.prompts.findAnswered('  what IS a growth-loop  '));
    expect(found?.id).toBe(saved.id);
    expect(found?.response?.getEntity().fullResponse).toContain('What is a growth loop?');
    expect(await inContext(() => t.services.prompts.findAnswered('What is a retention loop?'))).toBeNull();
  });
});
