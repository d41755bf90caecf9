import { RequestContext } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '../../server/modules/prompts/prompt.entity.js';
import { utcDate } from '../../server/modules/ratelimit/ratelimit.service.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { errorCode, graphql } from '../support/graphql.js';
import { viewerCookies } from '../support/viewers.js';

let t: TestApp;
let cookies: { admin: string; user: string };

const daysAgo = (n: number) => utcDate(new Date(Date.now() - n * 86_400_000));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_GLOBAL_DAILY: '250' });
  cookies = await viewerCookies(t);
});
afterAll(() => t.close());

async function setViews(id: string, views: number) {
  await t.orm.em.fork().getConnection().execute('update prompts set view_count = ? where id = ?', [views, id]);
}

describe('GET /api/admin/stats', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    expect((await request(t.app).get('/api/admin/stats')).status).toBe(401);
    expect((await request(t.app).get('/api/admin/stats').set('cookie', cookies.user)).status).toBe(403);
  });

  it('answers the dashboard figures, the 5 most viewed prompts (any publish state) and 30 days of requests', async () => {
    const prompts: Prompt[] = [];
    for (let i = 0; i < 7; i++) prompts.push(await buildPrompt(t, { isPublished: i % 2 === 0 }));
    const views = [5, 40, 12, 0, 33, 21, 8];
    for (const [i, p] of prompts.entries()) await setViews(p.id, views[i]!);
    await RequestContext.create(t.orm.em, async () => {
      for (let i = 0; i < 3; i++) await t.services.rateLimit.consume(`192.0.2.${i}`);
      await t.services.rateLimit.consume('192.0.2.50', daysAgo(2));
      await t.services.rateLimit.consume('192.0.2.51', daysAgo(2));
      await t.services.rateLimit.consume('192.0.2.52', daysAgo(40));
    });

    const res = await request(t.app).get('/api/admin/stats').set('cookie', cookies.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requestsToday: 3, dailyLimit: 250, promptsTotal: 7, publishedPrompts: 4 });
    const byViews = [1, 4, 5, 2, 6].map((i) => prompts[i]!);
    expect(res.body.topPrompts).toEqual(byViews.map((p) => ({ id: p.id, text: p.text, viewCount: views[prompts.indexOf(p)], slug: p.slug })));

    expect(res.body.requestsPerDay).toHaveLength(30);
    expect(res.body.requestsPerDay[0]).toEqual({ date: daysAgo(29), requests: 0 });
    expect(res.body.requestsPerDay.at(-1)).toEqual({ date: utcDate(), requests: 3 });
    expect(res.body.requestsPerDay.at(-3)).toEqual({ date: daysAgo(2), requests: 2 });
    const total = res.body.requestsPerDay.reduce((sum: number, d: { requests: number }) => sum + d.requests, 0);
    expect(total).toBe(5);
  });
});

describe('adminStats (GraphQL)', () => {
  const query =
    'query ($days: Int) { adminStats { requestsToday dailyLimit promptsTotal publishedPrompts topPrompts { id viewCount } requestsPerDay(days: $days) { date requests } } }';

  it('refuses visitors and non-admins', async () => {
    expect(errorCode(await graphql(t.app, query))).toBe('UNAUTHENTICATED');
    expect(errorCode(await graphql(t.app, query, {}, cookies.user))).toBe('FORBIDDEN');
  });

  it('answers the same figures, with as many days as asked, oldest first', async () => {
    const result = await graphql<{
      adminStats: { requestsToday: number; dailyLimit: number; topPrompts: { viewCount: number }[]; requestsPerDay: { date: string; requests: number }[] };
    }>(t.app, query, { days: 3 }, cookies.admin);
    expect(result.errors).toBeUndefined();
    const stats = result.data!.adminStats;
    expect(stats).toMatchObject({ requestsToday: 3, dailyLimit: 250 });
    expect(stats.topPrompts.map((p) => p.viewCount)).toEqual([40, 33, 21, 12, 8]);
    expect(stats.requestsPerDay).toEqual([
      { date: daysAgo(2), requests: 2 },
      { date: daysAgo(1), requests: 0 },
      { date: utcDate(), requests: 3 },
    ]);
    const defaults = await graphql<{ adminStats: { requestsPerDay: unknown[] } }>(t.app, query, {}, cookies.admin);
    expect(defaults.data?.adminStats.requestsPerDay).toHaveLength(30);
  });

  it('refuses a number of days outside 1..366 with BAD_USER_INPUT', async () => {
    for (const days of [0, 367]) {
      const result = await graphql(t.app, query, { days }, cookies.admin);
      expect(result.errors?.[0]).toMatchObject({
        message: 'days must be a whole number from 1 to 366.',
        extensions: { code: 'BAD_USER_INPUT', fields: { days: 'days must be a whole number from 1 to 366.' } },
      });
    }
  });
});

describe("usage history apart from today's allowances", () => {
  it("the admin 'Reset Rate Limits' starts the allowances again and leaves Today's Requests and the chart as they were", async () => {
    const local = await createTestApp({ RATE_LIMIT_GLOBAL_DAILY: '4', RATE_LIMIT_PER_IP_DAILY: '10' });
    try {
      const admin = (await viewerCookies(local)).admin;
      await RequestContext.create(local.orm.em, async () => {
        for (let i = 0; i < 4; i++) await local.services.rateLimit.consume(`192.0.2.${60 + i}`);
        await local.services.rateLimit.consume('192.0.2.70', daysAgo(1));
      });
      await expect(RequestContext.create(local.orm.em, () => local.services.rateLimit.consume('192.0.2.65'))).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
      const before = await request(local.app).get('/api/admin/stats').set('cookie', admin);
      expect(before.body).toMatchObject({ requestsToday: 4, dailyLimit: 4, dailyRemaining: 0 });

      expect((await request(local.app).post('/api/admin/reset-rate-limits').set('cookie', admin)).status).toBe(200);

      const after = await request(local.app).get('/api/admin/stats').set('cookie', admin);
      expect(after.body).toMatchObject({ requestsToday: 4, dailyLimit: 4, dailyRemaining: 4 });
      expect(after.body.requestsPerDay).toEqual(before.body.requestsPerDay);
      expect(after.body.requestsPerDay.slice(-2)).toEqual([
        { date: daysAgo(1), requests: 1 },
        { date: utcDate(), requests: 4 },
      ]);
      const gql = await graphql<{ adminStats: { requestsToday: number; requestsPerDay: { requests: number }[] } }>(
        local.app,
        '{ adminStats { requestsToday requestsPerDay(days: 1) { requests } } }',
        {},
        admin,
      );
      expect(gql.data?.adminStats).toEqual({ requestsToday: 4, requestsPerDay: [{ requests: 4 }] });

      // The site's allowance started again: four more today, and the history counts them too.
      const info = await RequestContext.create(local.orm.em, () => local.services.rateLimit.info('192.0.2.65'));
      expect(info.globalRemaining).toBe(4);
      await RequestContext.create(local.orm.em, () => local.services.rateLimit.consume('192.0.2.65'));
      expect((await request(local.app).get('/api/admin/stats').set('cookie', admin)).body.requestsToday).toBe(5);
    } finally {
      await local.close();
    }
  });
});
