import { RequestContext } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../server/errors.js';
import { RESETS_OFF_MESSAGE, RESETS_SPENT_MESSAGE } from '../../common/rate-limit.js';
import type { RateLimitInfo } from '../../server/modules/ratelimit/ratelimit.service.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { errorCode, graphql } from '../support/graphql.js';
import { viewerCookies } from '../support/viewers.js';

const PER_IP_MESSAGE = "Rate limit exceeded. You've reached your daily limit of 7 requests. Please try again tomorrow or explore existing prompts.";
const GLOBAL_MESSAGE = 'No more chats available, please check back later or explore existing prompts.';

/** Settles many consume() calls at once: the infos that passed and the errors of those refused. */
async function consumeInParallel(t: TestApp, calls: { ip: string; day?: string }[]) {
  const settled = await RequestContext.create(t.orm.em, () => Promise.allSettled(calls.map(({ ip, day }) => t.services.rateLimit.consume(ip, day))));
  const passed = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as AppError] : []));
  return { passed, refused };
}

const consume = (t: TestApp, ip: string, day?: string) => RequestContext.create(t.orm.em, () => t.services.rateLimit.consume(ip, day));

describe('per-visitor limit (7 a day) under concurrency', () => {
  let t: TestApp;
  let cookies: { admin: string; user: string };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP_DAILY: '7', RATE_LIMIT_GLOBAL_DAILY: '1000', RATE_LIMIT_VISITOR_RESETS_DAILY: '3' });
    cookies = await viewerCookies(t);
  });
  afterAll(() => t.close());

  it('lets exactly 7 of 40 parallel requests from one address pass; the rest are RATE_LIMITED with the SPEC message', async () => {
    const { passed, refused } = await consumeInParallel(
      t,
      Array.from({ length: 40 }, () => ({ ip: '198.51.100.10', day: '2031-03-01' })),
    );
    expect(passed).toHaveLength(7);
    expect(passed.map((i) => i.remaining).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(refused).toHaveLength(33);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe('RATE_LIMITED');
      expect(error.message).toBe(PER_IP_MESSAGE);
      expect(error.details?.rateLimitInfo).toEqual({ limit: 7, remaining: 0, globalRemaining: 993, resetsRemaining: 3 });
    }
    const info = await RequestContext.create(t.orm.em, () => t.services.rateLimit.info('198.51.100.10', '2031-03-01'));
    expect(info).toEqual({ limit: 7, remaining: 0, globalRemaining: 993, resetsRemaining: 3 });
  });

  it('counts each UTC day on its own', async () => {
    const ip = '198.51.100.11';
    for (let i = 0; i < 7; i++) await consume(t, ip, '2031-04-01');
    await expect(consume(t, ip, '2031-04-01')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(consume(t, ip, '2031-04-02')).resolves.toEqual({ limit: 7, remaining: 6, globalRemaining: 999, resetsRemaining: 3 });
  });

  it("GET /api/rate-limit and the rateLimit query report the caller's allowance for today", async () => {
    const fresh = await request(t.app).get('/api/rate-limit');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ limit: 7, remaining: 7, globalRemaining: 1000, resetsRemaining: 3 });
    // Without TRUST_PROXY the caller is the socket address.
    await consume(t, '127.0.0.1');
    await consume(t, '::1');
    const after = await request(t.app).get('/api/rate-limit');
    expect(after.body).toMatchObject({ limit: 7, remaining: 6 });
    const gql = await graphql<{ rateLimit: RateLimitInfo }>(t.app, '{ rateLimit { limit remaining globalRemaining resetsRemaining } }');
    expect(gql.data?.rateLimit).toEqual(after.body);
  });

  it("POST /api/reset-rate-limit resets the caller's own counter only", async () => {
    for (let i = 0; i < 3; i++) {
      await consume(t, '127.0.0.1');
      await consume(t, '::1');
    }
    await consume(t, '198.51.100.12');
    const res = await request(t.app).post('/api/reset-rate-limit');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Your rate limit has been reset. You can ask questions again.',
      rateLimitInfo: { limit: 7, remaining: 7, globalRemaining: expect.any(Number), resetsRemaining: 2 },
    });
    const other = await RequestContext.create(t.orm.em, () => t.services.rateLimit.info('198.51.100.12'));
    expect(other.remaining).toBe(6);
  });

  it("resetMyRateLimit (GraphQL) resets the caller's own counter", async () => {
    await consume(t, '127.0.0.1');
    await consume(t, '::1');
    const result = await graphql<{ resetMyRateLimit: RateLimitInfo }>(t.app, 'mutation { resetMyRateLimit { limit remaining resetsRemaining } }');
    expect(result.data?.resetMyRateLimit).toEqual({ limit: 7, remaining: 7, resetsRemaining: 1 });
  });

  it('POST /api/admin/reset-rate-limits resets every visitor and the site for today; refuses visitors and non-admins', async () => {
    for (let i = 0; i < 7; i++) await consume(t, '198.51.100.13');
    expect((await request(t.app).post('/api/admin/reset-rate-limits')).status).toBe(401);
    expect((await request(t.app).post('/api/admin/reset-rate-limits').set('cookie', cookies.user)).status).toBe(403);
    const blocked = await RequestContext.create(t.orm.em, () => t.services.rateLimit.info('198.51.100.13'));
    expect(blocked.remaining).toBe(0);

    const res = await request(t.app).post('/api/admin/reset-rate-limits').set('cookie', cookies.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Rate limits have been reset for all visitors.' });
    const info = await RequestContext.create(t.orm.em, () => t.services.rateLimit.info('198.51.100.13'));
    expect(info).toEqual({ limit: 7, remaining: 7, globalRemaining: 1000, resetsRemaining: 3 });
  });

  it('resetRateLimits (GraphQL) is admin only', async () => {
    await consume(t, '198.51.100.14');
    const mutation = 'mutation { resetRateLimits { message } }';
    expect(errorCode(await graphql(t.app, mutation))).toBe('UNAUTHENTICATED');
    expect(errorCode(await graphql(t.app, mutation, {}, cookies.user))).toBe('FORBIDDEN');
    expect((await RequestContext.create(t.orm.em, () => t.services.rateLimit.info('198.51.100.14'))).remaining).toBe(6);
    const result = await graphql<{ resetRateLimits: { message: string } }>(t.app, mutation, {}, cookies.admin);
    expect(result.data?.resetRateLimits.message).toBe('Rate limits have been reset for all visitors.');
    expect((await RequestContext.create(t.orm.em, () => t.services.rateLimit.info('198.51.100.14'))).remaining).toBe(7);
  });
});

describe('site-wide limit under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP_DAILY: '3', RATE_LIMIT_GLOBAL_DAILY: '12' });
  });
  afterAll(() => t.close());

  it('lets exactly 12 of 40 parallel requests from 40 addresses pass; the rest get the global message and no visitor count moves', async () => {
    const calls = Array.from({ length: 40 }, (_, i) => ({ ip: `203.0.113.${i + 1}`, day: '2031-05-01' }));
    const { passed, refused } = await consumeInParallel(t, calls);
    expect(passed).toHaveLength(12);
    expect(refused).toHaveLength(28);
    expect(new Set(refused.map((e) => e.message))).toEqual(new Set([GLOBAL_MESSAGE]));
    const remaining = await RequestContext.create(t.orm.em, () =>
      Promise.all(calls.map(({ ip, day }) => t.services.rateLimit.info(ip, day).then((i) => i.remaining))),
    );
    expect(remaining.filter((r) => r === 2)).toHaveLength(12);
    expect(remaining.filter((r) => r === 3)).toHaveLength(28);
  });
});

describe('which address is counted (TRUST_PROXY)', () => {
  const forwarded = '198.51.100.77';

  it('believes X-Forwarded-For when TRUST_PROXY is set', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_IP_DAILY: '5' });
    try {
      await consume(t, forwarded);
      await consume(t, forwarded);
      const res = await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', forwarded);
      expect(res.body).toMatchObject({ limit: 5, remaining: 3 });
    } finally {
      await t.close();
    }
  });

  it('counts the address the proxy appended, and the socket address when the forwarded one is no IP address', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_IP_DAILY: '5' });
    try {
      // One proxy in front: what the client wrote before the proxy's entry is not believed.
      await request(t.app).post('/api/chat').set('X-Forwarded-For', `203.0.113.9, ${forwarded}`).send({ prompt: 'What do the guests say about pricing?' });
      expect((await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', forwarded)).body).toMatchObject({ remaining: 4 });
      expect((await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', '203.0.113.9')).body).toMatchObject({ remaining: 5 });
      // A forwarded value that is no address counts as the socket's, and is no server error.
      const odd = 'x'.repeat(100);
      const res = await request(t.app).post('/api/chat').set('X-Forwarded-For', odd).send({ prompt: 'What do the guests say about retention?' });
      expect(res.status).toBe(200);
      expect((await request(t.app).get('/api/rate-limit')).body).toMatchObject({ remaining: 4 });
    } finally {
      await t.close();
    }
  });

  it('counts the addresses of one IPv6 /64 network as one visitor', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_IP_DAILY: '5' });
    try {
      await request(t.app).post('/api/chat').set('X-Forwarded-For', '2001:db8:7:1::10').send({ prompt: 'What do the guests say about pricing?' });
      await request(t.app).post('/api/chat').set('X-Forwarded-For', '2001:db8:7:1:ffff::2').send({ prompt: 'What do the guests say about retention?' });
      expect((await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', '2001:db8:7:1::99')).body).toMatchObject({ remaining: 3 });
      expect((await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', '2001:db8:7:2::10')).body).toMatchObject({ remaining: 5 });
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_IP_DAILY: '5' });
    try {
      await consume(t, forwarded);
      await consume(t, forwarded);
      const res = await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', forwarded);
      expect(res.body).toMatchObject({ limit: 5, remaining: 5 });
    } finally {
      await t.close();
    }
  });
});

describe("the visitor's demo reset: RATE_LIMIT_VISITOR_RESETS_DAILY a day, never the site-wide allowance", () => {
  let t: TestApp;
  let cookies: { admin: string; user: string };
  beforeAll(async () => {
    // RATE_LIMIT_VISITOR_RESETS_DAILY left unset: the default, 1.
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_IP_DAILY: '2', RATE_LIMIT_GLOBAL_DAILY: '6' });
    cookies = await viewerCookies(t);
  });
  afterAll(() => t.close());

  const reset = (ip: string) => request(t.app).post('/api/reset-rate-limit').set('X-Forwarded-For', ip);
  const infoOf = (ip: string) => RequestContext.create(t.orm.em, () => t.services.rateLimit.info(ip));

  it('works once a day by default; the second answers 429 with a clear message and changes nothing', async () => {
    const ip = '192.0.2.21';
    await consume(t, ip);
    await consume(t, ip);
    await expect(consume(t, ip)).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    const first = await reset(ip);
    expect(first.status).toBe(200);
    expect(first.body.rateLimitInfo).toEqual({ limit: 2, remaining: 2, globalRemaining: 4, resetsRemaining: 0 });

    await consume(t, ip);
    await consume(t, ip);
    const second = await reset(ip);
    expect(second.status).toBe(429);
    expect(second.body).toEqual({
      code: 'RATE_LIMITED',
      message: RESETS_SPENT_MESSAGE,
      rateLimitInfo: { limit: 2, remaining: 0, globalRemaining: 2, resetsRemaining: 0 },
    });
    expect(second.body.message).toBe(
      "You've already used today's demo reset. Your questions start again tomorrow (UTC); meanwhile you can explore existing prompts.",
    );
    expect(await infoOf(ip)).toEqual({ limit: 2, remaining: 0, globalRemaining: 2, resetsRemaining: 0 });

    const gql = await request(t.app).post('/graphql').set('X-Forwarded-For', ip).send({ query: 'mutation { resetMyRateLimit { remaining } }' });
    expect(gql.body.errors[0]).toMatchObject({ message: RESETS_SPENT_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    expect((await infoOf(ip)).remaining).toBe(0);
  });

  it('holds under concurrency: of 20 parallel resets from one address exactly one passes', async () => {
    const ip = '192.0.2.24';
    const settled = await Promise.all(Array.from({ length: 20 }, () => reset(ip)));
    expect(settled.filter((r) => r.status === 200)).toHaveLength(1);
    expect(settled.filter((r) => r.status === 429)).toHaveLength(19);
    expect((await infoOf(ip)).resetsRemaining).toBe(0);
  });

  it('never gives back site-wide allowance: one visitor cannot use up the site by resetting', async () => {
    // The site has 2 of 6 left after the visitor above used 4; the reset did not restore any.
    const other = '192.0.2.22';
    expect((await infoOf(other)).globalRemaining).toBe(2);
    expect((await reset(other)).body.rateLimitInfo.globalRemaining).toBe(2);
    await consume(t, other);
    await consume(t, other);
    await expect(consume(t, '192.0.2.23')).rejects.toMatchObject({ code: 'RATE_LIMITED', message: GLOBAL_MESSAGE });
  });

  it('once the site has no questions left, says so even to a visitor at their own limit, and refuses the reset without spending it', async () => {
    // The test above used the site's last questions; 192.0.2.22 is at its own limit too.
    await expect(consume(t, '192.0.2.22')).rejects.toMatchObject({ code: 'RATE_LIMITED', message: GLOBAL_MESSAGE });
    const ip = '192.0.2.25';
    const before = await infoOf(ip);
    expect(before).toEqual({ limit: 2, remaining: 2, globalRemaining: 0, resetsRemaining: 1 });
    const refused = await reset(ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'RATE_LIMITED', message: GLOBAL_MESSAGE, rateLimitInfo: before });
    expect(await infoOf(ip)).toEqual(before);
    const gql = await request(t.app).post('/graphql').set('X-Forwarded-For', ip).send({ query: 'mutation { resetMyRateLimit { remaining } }' });
    expect(gql.body.errors[0]).toMatchObject({ message: GLOBAL_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    expect(await infoOf(ip)).toEqual(before);
  });

  it("the admin reset starts every allowance again, the visitors' demo resets included", async () => {
    const ip = '192.0.2.21';
    expect((await request(t.app).post('/api/admin/reset-rate-limits').set('cookie', cookies.admin)).status).toBe(200);
    expect(await infoOf(ip)).toEqual({ limit: 2, remaining: 2, globalRemaining: 6, resetsRemaining: 1 });
  });

  it('RATE_LIMIT_VISITOR_RESETS_DAILY=0 turns the reset off', async () => {
    const off = await createTestApp({ RATE_LIMIT_VISITOR_RESETS_DAILY: '0' });
    try {
      const res = await request(off.app).post('/api/reset-rate-limit');
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(RESETS_OFF_MESSAGE);
      expect(res.body.message).toContain('turned off');
      expect(res.body.rateLimitInfo).toMatchObject({ resetsRemaining: 0 });
    } finally {
      await off.close();
    }
  });
});

describe('allowance given back when answering fails with a fault', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_IP_DAILY: '3', RATE_LIMIT_GLOBAL_DAILY: '10' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const ask = (ip: string, prompt: unknown) => request(t.app).post('/api/chat').set('X-Forwarded-For', ip).send({ prompt });
  const infoOf = (ip: string) => RequestContext.create(t.orm.em, () => t.services.rateLimit.info(ip));
  const requestsToday = async () =>
    (await t.orm.em.fork().getConnection().execute<{ n: number }[]>('select coalesce(sum(total_requests), 0)::int as n from usage_tracking'))[0]!.n;

  it('a fault in retrieval (500) uses no allowance, site-wide or for the visitor, and is not counted in the history', async () => {
    const ip = '192.0.2.31';
    vi.spyOn(t.services.search, 'searchPassages').mockRejectedValue(new Error('search index unreadable'));
    const results = await Promise.all([ask(ip, 'How do founders price a first plan?'), ask(ip, 'When should a startup hire?')]);
    for (const res of results) expect(res.status).toBe(500);
    expect(await infoOf(ip)).toMatchObject({ remaining: 3, globalRemaining: 10 });
    expect(await requestsToday()).toBe(0);
  });

  it('a fault while saving the answer is given back too; the next question uses one as usual', async () => {
    const ip = '192.0.2.32';
    vi.spyOn(t.services.prompts, 'saveAnswer').mockRejectedValueOnce(new Error('disk full'));
    expect((await ask(ip, 'What is a good churn rate?')).status).toBe(500);
    expect(await infoOf(ip)).toMatchObject({ remaining: 3, globalRemaining: 10 });
    const ok = await ask(ip, 'What is a good churn rate?');
    expect(ok.status).toBe(200);
    expect(ok.body.rateLimitInfo).toMatchObject({ remaining: 2, globalRemaining: 9 });
    expect(await requestsToday()).toBe(1);
  });

  it('a refused question (400) uses no allowance', async () => {
    const ip = '192.0.2.33';
    const tooLong = Array.from({ length: 21 }, (_, i) => `word${i}`).join(' ');
    for (const prompt of ['   ', tooLong, 42]) expect((await ask(ip, prompt)).status).toBe(400);
    expect(await infoOf(ip)).toMatchObject({ remaining: 3 });
  });

  it('never takes a counter below zero when an admin reset came in between', async () => {
    const ip = '192.0.2.34';
    const admin = { user: { id: 1, username: 'admin', isAdmin: true }, ip: '127.0.0.1' };
    await RequestContext.create(t.orm.em, async () => {
      const day = '2031-06-01';
      await t.services.rateLimit.consume(ip, day);
      await t.services.rateLimit.resetAll(admin, day);
      await t.services.rateLimit.refund(ip, day);
      expect(await t.services.rateLimit.info(ip, day)).toMatchObject({ remaining: 3, globalRemaining: 10 });
    });
  });
});
