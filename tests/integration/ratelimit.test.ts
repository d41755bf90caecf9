import { RequestContext } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.js';
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
    t = await createTestApp({ RATE_LIMIT_PER_IP_DAILY: '7', RATE_LIMIT_GLOBAL_DAILY: '1000' });
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
      expect(error.details?.rateLimitInfo).toEqual({ limit: 7, remaining: 0, globalRemaining: 993 });
    }
    const info = await RequestContext.create(t.orm.em, () => t.services.rateLimit.info('198.51.100.10', '2031-03-01'));
    expect(info).toEqual({ limit: 7, remaining: 0, globalRemaining: 993 });
  });

  it('counts each UTC day on its own', async () => {
    const ip = '198.51.100.11';
    for (let i = 0; i < 7; i++) await consume(t, ip, '2031-04-01');
    await expect(consume(t, ip, '2031-04-01')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(consume(t, ip, '2031-04-02')).resolves.toEqual({ limit: 7, remaining: 6, globalRemaining: 999 });
  });

  it("GET /api/rate-limit and the rateLimit query report the caller's allowance for today", async () => {
    const fresh = await request(t.app).get('/api/rate-limit');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ limit: 7, remaining: 7, globalRemaining: 1000 });
    // Without TRUST_PROXY the caller is the socket address.
    await consume(t, '127.0.0.1');
    await consume(t, '::1');
    const after = await request(t.app).get('/api/rate-limit');
    expect(after.body).toMatchObject({ limit: 7, remaining: 6 });
    const gql = await graphql<{ rateLimit: RateLimitInfo }>(t.app, '{ rateLimit { limit remaining globalRemaining } }');
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
      rateLimitInfo: { limit: 7, remaining: 7, globalRemaining: expect.any(Number) },
    });
    const other = await RequestContext.create(t.orm.em, () => t.services.rateLimit.info('198.51.100.12'));
    expect(other.remaining).toBe(6);
  });

  it("resetMyRateLimit (GraphQL) resets the caller's own counter", async () => {
    await consume(t, '127.0.0.1');
    await consume(t, '::1');
    const result = await graphql<{ resetMyRateLimit: RateLimitInfo }>(t.app, 'mutation { resetMyRateLimit { limit remaining } }');
    expect(result.data?.resetMyRateLimit).toEqual({ limit: 7, remaining: 7 });
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
    expect(info).toEqual({ limit: 7, remaining: 7, globalRemaining: 1000 });
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
    const t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_IP_DAILY: '5' });
    try {
      await consume(t, forwarded);
      await consume(t, forwarded);
      const res = await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', forwarded);
      expect(res.body).toMatchObject({ limit: 5, remaining: 3 });
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
