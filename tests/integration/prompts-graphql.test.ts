import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_INFORMATION_ANSWER } from '../../common/answer.js';
import { QUOTE_TIMESTAMP_MESSAGE } from '../../common/timestamps.js';
import { buildEpisode } from '../factories/episode.factory.js';
import { buildPrompt, uniqueText } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { errorCode, graphql } from '../support/graphql.js';
import { viewerCookies } from '../support/viewers.js';

let t: TestApp;
let cookies: { admin: string; user: string };

beforeAll(async () => {
  // One proxy in front: X-Forwarded-For tells visitors apart (view counts are per visitor).
  t = await createTestApp({ TRUST_PROXY: '1' });
  cookies = await viewerCookies(t);
  await buildEpisode(t.orm, t.services, { number: 12 });
});
afterAll(() => t.close());

const PROMPT_FIELDS =
  'id text slug isPublished viewCount episodeNumber ipAddress response { fullResponse sources { quotes { text episode guest timestamp } } }';

interface PromptData {
  id: string;
  text: string;
  slug: string;
  isPublished: boolean;
  viewCount: number;
  episodeNumber: number | null;
  ipAddress: string | null;
  response: { fullResponse: string; sources: { quotes: { text: string; episode: number; guest: string; timestamp: string }[] } } | null;
}

describe('public prompt queries', () => {
  it('prompts: published only, newest first, with answers loaded on request and no address for visitors', async () => {
    const a = await buildPrompt(t, { ipAddress: '198.51.100.1' });
    const b = await buildPrompt(t, { ipAddress: '198.51.100.2' });
    const hidden = await buildPrompt(t, { isPublished: false });
    const result = await graphql<{ prompts: PromptData[] }>(t.app, `{ prompts(limit: 1000) { ${PROMPT_FIELDS} } }`);
    expect(result.errors).toBeUndefined();
    const ids = result.data!.prompts.map((p) => p.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids).not.toContain(hidden.id);
    const first = result.data!.prompts.find((p) => p.id === a.id)!;
    expect(first.ipAddress).toBeNull();
    expect(first.response?.fullResponse).toContain(a.text);
    expect(first.response?.sources.quotes[0]).toEqual({ text: 'We tested the pricing page first.', episode: 3, guest: 'Ada Example', timestamp: '04:30' });
  });

  it('prompts(orderBy: POPULAR) puts the most viewed first', async () => {
    const viewed = await buildPrompt(t);
    for (let i = 0; i < 3; i++) {
      await graphql(t.app, 'mutation ($id: UUID!) { recordPromptView(id: $id) { id } }', { id: viewed.id }, undefined, { 'X-Forwarded-For': `192.0.2.${i}` });
    }
    const result = await graphql<{ prompts: { id: string; viewCount: number }[] }>(t.app, '{ prompts(orderBy: POPULAR, limit: 1) { id viewCount } }');
    expect(result.data?.prompts).toEqual([{ id: viewed.id, viewCount: 3 }]);
  });

  it('prompts refuses a bad limit with BAD_USER_INPUT', async () => {
    const result = await graphql(t.app, '{ prompts(limit: 0) { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'limit must be a whole number from 1 to 1000.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('prompt(id) answers any prompt with its answer; null when missing', async () => {
    const hidden = await buildPrompt(t, { isPublished: false });
    const found = await graphql<{ prompt: PromptData | null }>(t.app, `query ($id: UUID!) { prompt(id: $id) { ${PROMPT_FIELDS} } }`, { id: hidden.id });
    expect(found.data?.prompt).toMatchObject({ id: hidden.id, isPublished: false, response: { fullResponse: expect.stringContaining(hidden.text) } });
    const missing = await graphql<{ prompt: PromptData | null }>(t.app, 'query ($id: UUID!) { prompt(id: $id) { id } }', { id: randomUUID() });
    expect(missing.errors).toBeUndefined();
    expect(missing.data?.prompt).toBeNull();
    const malformed = await graphql(t.app, 'query ($id: UUID!) { prompt(id: $id) { id } }', { id: 'nope' });
    expect(errorCode(malformed)).toBe('BAD_USER_INPUT');
  });

  it('promptBySlug answers the prompt without counting a view; null when missing', async () => {
    const prompt = await buildPrompt(t);
    const query = 'query ($slug: String!) { promptBySlug(slug: $slug) { id viewCount response { fullResponse } } }';
    const first = await graphql<{ promptBySlug: { id: string; viewCount: number } | null }>(t.app, query, { slug: prompt.slug });
    const second = await graphql<{ promptBySlug: { id: string; viewCount: number } | null }>(t.app, query, { slug: prompt.slug });
    expect(first.data?.promptBySlug).toMatchObject({ id: prompt.id, viewCount: 0 });
    expect(second.data?.promptBySlug?.viewCount).toBe(0);
    expect((await graphql<{ promptBySlug: null }>(t.app, query, { slug: 'nothing-here' })).data?.promptBySlug).toBeNull();
  });

  it('recordPromptView adds one view per visitor a day, however often it is called; NOT_FOUND for an unknown prompt', async () => {
    const prompt = await buildPrompt(t);
    const mutation = 'mutation ($id: UUID!) { recordPromptView(id: $id) { id viewCount response { fullResponse } } }';
    const view = (ip: string) =>
      graphql<{ recordPromptView: { viewCount: number; response: { fullResponse: string } } }>(t.app, mutation, { id: prompt.id }, undefined, {
        'X-Forwarded-For': ip,
      });
    const first = await view('192.0.2.100');
    expect(first.data?.recordPromptView.viewCount).toBe(1);
    expect(first.data?.recordPromptView.response.fullResponse).toContain(prompt.text);
    await Promise.all([...Array.from({ length: 9 }, (_, i) => view(`192.0.2.${101 + i}`)), ...Array.from({ length: 5 }, () => view('192.0.2.100'))]);
    const after = await graphql<{ prompt: { viewCount: number } }>(t.app, 'query ($id: UUID!) { prompt(id: $id) { viewCount } }', { id: prompt.id });
    expect(after.data?.prompt.viewCount).toBe(10);
    const missing = await graphql(t.app, mutation, { id: randomUUID() });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Prompt not found.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('admin prompt operations', () => {
  const operations: [string, string, (id: string) => Record<string, unknown>][] = [
    ['adminPrompts', '{ adminPrompts { id } }', () => ({})],
    ['adminPromptCount', '{ adminPromptCount }', () => ({})],
    ['adminPrompt', 'query ($id: UUID!) { adminPrompt(id: $id) { id } }', (id) => ({ id })],
    ['updatePrompt', 'mutation ($id: UUID!) { updatePrompt(id: $id, input: { isPublished: false }) { id } }', (id) => ({ id })],
    ['deletePrompt', 'mutation ($id: UUID!) { deletePrompt(id: $id) { id } }', (id) => ({ id })],
    ['deleteAllPrompts', 'mutation { deleteAllPrompts { count } }', () => ({})],
  ];
  it.each(operations)('%s refuses visitors (UNAUTHENTICATED) and non-admins (FORBIDDEN), changing nothing', async (_name, query, variables) => {
    const prompt = await buildPrompt(t);
    expect(errorCode(await graphql(t.app, query, variables(prompt.id)))).toBe('UNAUTHENTICATED');
    expect(errorCode(await graphql(t.app, query, variables(prompt.id), cookies.user))).toBe('FORBIDDEN');
    const stored = await graphql<{ prompt: { isPublished: boolean } | null }>(t.app, 'query ($id: UUID!) { prompt(id: $id) { isPublished } }', {
      id: prompt.id,
    });
    expect(stored.data?.prompt).toEqual({ isPublished: true });
  });

  it('adminPrompts lists unpublished prompts with their address and filters by text', async () => {
    const prompt = await buildPrompt(t, { text: 'Do WOMBATS scale?', isPublished: false, ipAddress: '192.0.2.80' });
    const result = await graphql<{ adminPrompts: PromptData[] }>(t.app, '{ adminPrompts(filter: "wombats") { id isPublished ipAddress } }', {}, cookies.admin);
    expect(result.data?.adminPrompts).toEqual([{ id: prompt.id, isPublished: false, ipAddress: '192.0.2.80' }]);
  });

  it('adminPrompts gives 10 prompts a page by default (as GET /api/admin/prompts), and adminPromptCount the whole selection', async () => {
    const tag = uniqueText('Numbats');
    for (let i = 0; i < 12; i++) await buildPrompt(t, { text: `${tag} ${i}`, isPublished: i % 3 !== 0 });
    const query =
      'query ($filter: String, $published: Boolean) { adminPrompts(filter: $filter, published: $published) { id } adminPromptCount(filter: $filter, published: $published) }';
    const all = await graphql<{ adminPrompts: PromptData[]; adminPromptCount: number }>(t.app, query, { filter: tag }, cookies.admin);
    expect(all.data?.adminPrompts).toHaveLength(10);
    expect(all.data?.adminPromptCount).toBe(12);
    const rest = await request(t.app)
      .get(`/api/admin/prompts?filter=${encodeURIComponent(tag)}`)
      .set('Cookie', cookies.admin);
    expect(rest.body).toHaveLength(10);
    const unpublished = await graphql<{ adminPrompts: PromptData[]; adminPromptCount: number }>(t.app, query, { filter: tag, published: false }, cookies.admin);
    expect(unpublished.data).toMatchObject({ adminPromptCount: 4 });
    expect(unpublished.data?.adminPrompts).toHaveLength(4);
  });

  it('adminPrompt answers one prompt; null when missing', async () => {
    const prompt = await buildPrompt(t, { isPublished: false });
    const query = 'query ($id: UUID!) { adminPrompt(id: $id) { id ipAddress response { fullResponse } } }';
    const found = await graphql<{ adminPrompt: PromptData | null }>(t.app, query, { id: prompt.id }, cookies.admin);
    expect(found.data?.adminPrompt).toMatchObject({ id: prompt.id, ipAddress: '203.0.113.9' });
    const missing = await graphql<{ adminPrompt: PromptData | null }>(t.app, query, { id: randomUUID() }, cookies.admin);
    expect(missing.data?.adminPrompt).toBeNull();
  });

  it('updatePrompt changes text, slug, answer and quotes', async () => {
    const prompt = await buildPrompt(t);
    const result = await graphql<{ updatePrompt: PromptData }>(
      t.app,
      `mutation ($id: UUID!, $input: UpdatePromptInput!) { updatePrompt(id: $id, input: $input) { ${PROMPT_FIELDS} } }`,
      {
        id: prompt.id,
        input: {
          text: 'How did the team price enterprise?',
          slug: '',
          fullResponse: 'Updated answer.',
          quotes: [{ text: 'We doubled the price.', episode: 12, guest: 'Dee Example', timestamp: '1:2:3' }],
        },
      },
      cookies.admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updatePrompt).toMatchObject({
      text: 'How did the team price enterprise?',
      slug: 'how-did-the-team-price-enterprise',
      episodeNumber: 12,
      response: {
        fullResponse: 'Updated answer.',
        sources: { quotes: [{ text: 'We doubled the price.', episode: 12, guest: 'Dee Example', timestamp: '1:02:03' }] },
      },
    });
  });

  it('updatePrompt reports a taken slug as CONFLICT and bad input as BAD_USER_INPUT with fields', async () => {
    const [first, second] = [await buildPrompt(t), await buildPrompt(t)];
    const mutation = 'mutation ($id: UUID!, $input: UpdatePromptInput!) { updatePrompt(id: $id, input: $input) { id } }';
    const taken = await graphql(t.app, mutation, { id: second.id, input: { slug: first.slug } }, cookies.admin);
    expect(taken.errors?.[0]).toMatchObject({ message: 'That slug is already used by another prompt.', extensions: { code: 'CONFLICT' } });
    const bad = await graphql(t.app, mutation, { id: second.id, input: { slug: 'UPPER case' } }, cookies.admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { slug: expect.any(String) } });
    for (const timestamp of ['99:99', '1:60:00', '1.5', '1234567890123']) {
      const quotes = [{ text: 'Words.', episode: 1, guest: 'A', timestamp }];
      const badTime = await graphql(t.app, mutation, { id: second.id, input: { fullResponse: 'An answer', quotes } }, cookies.admin);
      expect(badTime.errors?.[0], timestamp).toMatchObject({
        message: QUOTE_TIMESTAMP_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT', fields: { 'quotes.0.timestamp': QUOTE_TIMESTAMP_MESSAGE } },
      });
    }
    const kept = await graphql<{ prompt: PromptData }>(t.app, `query ($id: UUID!) { prompt(id: $id) { ${PROMPT_FIELDS} } }`, { id: second.id }, cookies.admin);
    expect(kept.data?.prompt.response?.sources.quotes.map((q) => q.timestamp)).toEqual(['04:30']);
    const tooLong = await graphql(t.app, mutation, { id: second.id, input: { text: 'word '.repeat(21) } }, cookies.admin);
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'Please rephrase in 20 words or fewer.',
      extensions: { code: 'BAD_USER_INPUT', fields: { text: 'Please rephrase in 20 words or fewer.' } },
    });
    const empty = await graphql(t.app, mutation, { id: second.id, input: {} }, cookies.admin);
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    const missing = await graphql(t.app, mutation, { id: randomUUID(), input: { isPublished: true } }, cookies.admin);
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('updatePrompt refuses a quote citing an episode there is not, naming it on the quote, and changes nothing', async () => {
    const prompt = await buildPrompt(t);
    const read = `query ($id: UUID!) { prompt(id: $id) { ${PROMPT_FIELDS} } }`;
    const before = await graphql<{ prompt: PromptData }>(t.app, read, { id: prompt.id });
    const mutation = 'mutation ($id: UUID!, $input: UpdatePromptInput!) { updatePrompt(id: $id, input: $input) { id } }';
    const quotes = [{ text: 'We doubled the price.', episode: 999, guest: 'Dee Example', timestamp: '01:00' }];
    const result = await graphql(t.app, mutation, { id: prompt.id, input: { fullResponse: 'Changed.', quotes } }, cookies.admin);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Episode 999 does not exist.',
      extensions: { code: 'BAD_USER_INPUT', fields: { 'quotes.0.episode': 'Episode 999 does not exist.' } },
    });
    expect((await graphql<{ prompt: PromptData }>(t.app, read, { id: prompt.id })).data).toEqual(before.data);
  });

  it('updatePrompt refuses to publish a no-information answer with BAD_USER_INPUT, and changes nothing', async () => {
    const declined = await buildPrompt(t, { isPublished: false, fullResponse: NO_INFORMATION_ANSWER, quotes: [] });
    const mutation = 'mutation ($id: UUID!, $input: UpdatePromptInput!) { updatePrompt(id: $id, input: $input) { id isPublished } }';
    const result = await graphql(t.app, mutation, { id: declined.id, input: { isPublished: true } }, cookies.admin);
    const message = 'This answer says the archive has no information on the question; edit the answer before publishing it.';
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { isPublished: message } } });
    const listed = await graphql<{ prompts: { id: string }[] }>(t.app, '{ prompts(limit: 1000) { id } }');
    expect(listed.data?.prompts.map((p) => p.id)).not.toContain(declined.id);
  });

  it('deletePrompt removes the prompt; NOT_FOUND the second time', async () => {
    const prompt = await buildPrompt(t);
    const mutation = 'mutation ($id: UUID!) { deletePrompt(id: $id) { id } }';
    const result = await graphql<{ deletePrompt: { id: string } }>(t.app, mutation, { id: prompt.id }, cookies.admin);
    expect(result.data?.deletePrompt).toEqual({ id: prompt.id });
    expect(errorCode(await graphql(t.app, mutation, { id: prompt.id }, cookies.admin))).toBe('NOT_FOUND');
  });

  // Last: empties the table.
  it('deleteAllPrompts removes every prompt and says how many', async () => {
    const listed = await graphql<{ adminPrompts: { id: string }[] }>(t.app, '{ adminPrompts(limit: 1000) { id } }', {}, cookies.admin);
    const result = await graphql<{ deleteAllPrompts: { count: number } }>(t.app, 'mutation { deleteAllPrompts { count } }', {}, cookies.admin);
    expect(result.data?.deleteAllPrompts.count).toBe(listed.data!.adminPrompts.length);
    expect(result.data?.deleteAllPrompts.count).toBeGreaterThan(0);
    const after = await graphql<{ prompts: unknown[] }>(t.app, '{ prompts { id } }');
    expect(after.data?.prompts).toEqual([]);
  });
});
