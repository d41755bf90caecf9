import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../common/validation.js';
import { SIGNUPS_PER_IP_HOURLY, SUBSCRIBER_MESSAGES } from '../../server/modules/newsletter/newsletter.inputs.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { errorCode, graphql } from '../support/graphql.js';
import { viewerCookies } from '../support/viewers.js';

/**
 * The newsletter kept by the site: POST /api/newsletter/subscribe and the
 * subscribeToNewsletter mutation, the admin list, search, CSV export and deletion.
 */

let t: TestApp;
let cookies: { admin: string; user: string };
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  cookies = await viewerCookies(t);
});
afterAll(() => t.close());

/** A client address of its own, so the hourly throttle of one test never touches another. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const uniqueEmail = (name = 'reader') => `${name}.${randomUUID().slice(0, 8)}@example.com`;

const subscribe = (body: unknown, ip = freshIp()) =>
  request(t.app)
    .post('/api/newsletter/subscribe')
    .set('X-Forwarded-For', ip)
    .send(body as object);

interface Row {
  email: string;
  first_name: string;
  source_page: string | null;
  created_at: Date | string;
}
const rowsFor = (email: string) =>
  t.orm.em
    .fork()
    .getConnection()
    .execute<Row[]>('select email, first_name, source_page, created_at from newsletter_subscribers where lower(email) = lower(?)', [email]);
const subscriberCount = async () =>
  Number((await t.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from newsletter_subscribers'))[0]!.n);

const SUBSCRIBE = 'mutation ($input: SubscribeInput!) { subscribeToNewsletter(input: $input) { message } }';

describe('POST /api/newsletter/subscribe', () => {
  it('keeps the sign-up: email lower-cased, first name, time and the page it came from', async () => {
    const email = uniqueEmail('Ada');
    const before = Date.now();
    const res = await subscribe({ firstName: '  Ada ', email: `  ${email.toUpperCase()} `, page: '/answer/how-to-price' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SUBSCRIBER_MESSAGES.subscribed });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), first_name: 'Ada', source_page: '/answer/how-to-price' });
    expect(new Date(rows[0]!.created_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('answers a second sign-up of the same address (any case) like the first, keeping one row and the first name', async () => {
    const email = uniqueEmail('grace');
    expect((await subscribe({ firstName: 'Grace', email, page: '/subscribe' })).status).toBe(200);
    const again = await subscribe({ firstName: 'Gracie', email: email.toUpperCase(), page: '/answer/other' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: SUBSCRIBER_MESSAGES.subscribed });
    expect(await rowsFor(email)).toEqual([expect.objectContaining({ email, first_name: 'Grace', source_page: '/subscribe' })]);
  });

  it.each([
    [{ email: 'ada@example.com' }, 'firstName', NEWSLETTER_MESSAGES.firstName],
    [{ firstName: '   ', email: 'ada@example.com' }, 'firstName', NEWSLETTER_MESSAGES.firstName],
    [{ firstName: 'Ada' }, 'email', NEWSLETTER_MESSAGES.emailRequired],
    [{ firstName: 'Ada', email: '' }, 'email', NEWSLETTER_MESSAGES.emailRequired],
    [{ firstName: 'Ada', email: 'ada@example' }, 'email', NEWSLETTER_MESSAGES.email],
    [{ firstName: 'Ada', email: 'ada@example.c' }, 'email', NEWSLETTER_MESSAGES.email],
    [{ firstName: 'Ada', email: 'ada example@example.com' }, 'email', NEWSLETTER_MESSAGES.email],
    [{ firstName: 'Ada', email: 42 }, 'email', NEWSLETTER_MESSAGES.emailRequired],
    [{ firstName: 'A'.repeat(101), email: 'ada@example.com' }, 'firstName', SUBSCRIBER_MESSAGES.firstNameLength],
    [{ firstName: 'Ada', email: 'ada@example.com', page: 'https://evil.example/' }, 'page', SUBSCRIBER_MESSAGES.page],
    [{ firstName: 'Ada', email: 'ada@example.com', page: '//evil.example/' }, 'page', SUBSCRIBER_MESSAGES.page],
  ])('refuses %j with 400 and the message for %s, saving nothing', async (body, field, message) => {
    const before = await subscriberCount();
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
    expect(await subscriberCount()).toBe(before);
  });

  it('refuses a body that is not an object with 400', async () => {
    const res = await request(t.app).post('/api/newsletter/subscribe').set('X-Forwarded-For', freshIp()).set('content-type', 'application/json').send('[1]');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SUBSCRIBER_MESSAGES.body);
  });

  it(`allows ${SIGNUPS_PER_IP_HOURLY} sign-ups per address and hour, then answers 429 and saves nothing`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGNUPS_PER_IP_HOURLY; i++) expect((await subscribe({ firstName: 'Max', email: uniqueEmail('max') }, ip)).status).toBe(200);
    const refusedEmail = uniqueEmail('refused');
    const refused = await subscribe({ firstName: 'Max', email: refusedEmail }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/^Too many newsletter sign-ups from your address\. Please try again in \d+ minutes?\.$/);
    // Retry-After in seconds (until the hour is over), as the sign-in 429 sends it, and agreeing with the message.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3600, `Retry-After: ${refused.headers['retry-after']}`).toBe(true);
    expect(refused.body.retryAfterSeconds).toBe(retryAfter);
    expect(refused.body.message).toContain(`in ${Math.ceil(retryAfter / 60)} minute`);
    expect(await rowsFor(refusedEmail)).toEqual([]);
    // Another address is not held back.
    expect((await subscribe({ firstName: 'Max', email: refusedEmail })).status).toBe(200);
  });

  it('runs the same rules through the subscribeToNewsletter mutation', async () => {
    const ip = freshIp();
    const email = uniqueEmail('lin');
    const ok = await request(t.app)
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: SUBSCRIBE, variables: { input: { firstName: 'Lin', email: email.toUpperCase(), page: '/subscribe' } } });
    expect(ok.body).toEqual({ data: { subscribeToNewsletter: { message: SUBSCRIBER_MESSAGES.subscribed } } });
    expect(await rowsFor(email)).toEqual([expect.objectContaining({ email, first_name: 'Lin', source_page: '/subscribe' })]);

    const bad = await request(t.app)
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: SUBSCRIBE, variables: { input: { firstName: '', email: 'lin@' } } });
    expect(bad.body.errors[0]).toMatchObject({
      message: NEWSLETTER_MESSAGES.firstName,
      extensions: { code: 'BAD_USER_INPUT', fields: { firstName: NEWSLETTER_MESSAGES.firstName, email: NEWSLETTER_MESSAGES.email } },
    });

    for (let i = 1; i < SIGNUPS_PER_IP_HOURLY; i++) {
      const r = await request(t.app)
        .post('/graphql')
        .set('X-Forwarded-For', ip)
        .send({ query: SUBSCRIBE, variables: { input: { firstName: 'Lin', email } } });
      expect(r.body.errors).toBeUndefined();
    }
    const limited = await request(t.app)
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: SUBSCRIBE, variables: { input: { firstName: 'Lin', email } } });
    expect(limited.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(await rowsFor(email)).toHaveLength(1);
  });
});

describe('subscribers for administrators', () => {
  const tag = randomUUID().slice(0, 8);
  const people = [
    { firstName: 'Zed', email: `zed.${tag}@example.com`, page: '/subscribe' },
    { firstName: '=HYPERLINK("http://evil.example","click")', email: `formula.${tag}@example.com`, page: '/answer/x' },
    { firstName: 'Smith, "Jo"', email: `jo.${tag}@example.com` },
  ];

  beforeAll(async () => {
    for (const p of people) expect((await subscribe(p)).status).toBe(200);
  });

  it('refuses the list, the CSV and deletion to visitors (401) and non-admins (403)', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/subscribers'],
      ['get', '/api/admin/subscribers.csv'],
      ['delete', `/api/admin/subscribers/${randomUUID()}`],
    ] as const) {
      expect((await request(t.app)[method](path)).status, `${method} ${path}`).toBe(401);
      expect((await request(t.app)[method](path).set('cookie', cookies.user)).status, `${method} ${path}`).toBe(403);
    }
    const list = '{ adminSubscribers { total } }';
    expect(errorCode(await graphql(t.app, list))).toBe('UNAUTHENTICATED');
    expect(errorCode(await graphql(t.app, list, {}, cookies.user))).toBe('FORBIDDEN');
    const del = 'mutation ($id: UUID!) { deleteSubscriber(id: $id) { id } }';
    expect(errorCode(await graphql(t.app, del, { id: randomUUID() }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await graphql(t.app, del, { id: randomUUID() }, cookies.user))).toBe('FORBIDDEN');
  });

  it('lists subscribers newest first with the total, searches email and first name (any case) and pages', async () => {
    const all = await request(t.app).get('/api/admin/subscribers').query({ limit: 1000 }).set('cookie', cookies.admin);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await subscriberCount());
    expect(all.body.subscribers).toHaveLength(all.body.total);
    const times = all.body.subscribers.map((s: { createdAt: string }) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const found = await request(t.app).get('/api/admin/subscribers').query({ search: tag.toUpperCase() }).set('cookie', cookies.admin);
    expect(found.body.total).toBe(3);
    expect(found.body.subscribers.map((s: { email: string }) => s.email).sort()).toEqual(people.map((p) => p.email).sort());
    expect(found.body.subscribers.find((s: { email: string }) => s.email === people[0]!.email)).toEqual({
      id: expect.any(String),
      email: people[0]!.email,
      firstName: 'Zed',
      createdAt: expect.any(String),
      sourcePage: '/subscribe',
    });

    const byName = await request(t.app).get('/api/admin/subscribers').query({ search: 'smith, "j' }).set('cookie', cookies.admin);
    expect(byName.body.subscribers.map((s: { email: string }) => s.email)).toEqual([people[2]!.email]);

    const page = await request(t.app).get('/api/admin/subscribers').query({ search: tag, limit: 2, offset: 2 }).set('cookie', cookies.admin);
    expect(page.body).toMatchObject({ total: 3, subscribers: [expect.any(Object)] });

    const none = await request(t.app).get('/api/admin/subscribers').query({ search: '100%_sure' }).set('cookie', cookies.admin);
    expect(none.body).toEqual({ total: 0, subscribers: [] });

    const badLimit = await request(t.app).get('/api/admin/subscribers').query({ limit: 0 }).set('cookie', cookies.admin);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toBe('limit must be a whole number from 1 to 1000.');
  });

  it('answers the same list through GraphQL', async () => {
    const result = await graphql<{ adminSubscribers: { total: number; subscribers: { email: string; firstName: string; sourcePage: string | null }[] } }>(
      t.app,
      'query ($search: String) { adminSubscribers(search: $search) { total subscribers { email firstName sourcePage createdAt } } }',
      { search: `zed.${tag}` },
      cookies.admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.adminSubscribers).toMatchObject({ total: 1, subscribers: [{ email: people[0]!.email, firstName: 'Zed', sourcePage: '/subscribe' }] });
  });

  it('pages 50 subscribers by default, through REST as through GraphQL', async () => {
    const many = `many${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 12; i++) {
      await t.orm.em
        .fork()
        .getConnection()
        .execute('insert into newsletter_subscribers (id, email, first_name, created_at) values (?, ?, ?, now())', [
          randomUUID(),
          `${many}.${i}@example.com`,
          'Many',
        ]);
    }
    const rest = await request(t.app).get('/api/admin/subscribers').query({ search: many }).set('cookie', cookies.admin);
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(12);
    expect(rest.body.subscribers).toHaveLength(12);
    const gql = await graphql<{ adminSubscribers: { total: number; subscribers: unknown[] } }>(
      t.app,
      'query ($search: String) { adminSubscribers(search: $search) { total subscribers { id } } }',
      { search: many },
      cookies.admin,
    );
    expect(gql.data?.adminSubscribers.subscribers).toHaveLength(12);
  });

  it('exports CSV with quoting and formula cells defused, the search applied', async () => {
    const res = await request(t.app).get('/api/admin/subscribers.csv').query({ search: tag }).set('cookie', cookies.admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?subscribers-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('email,first_name,subscribed_at,page');
    expect(lines).toHaveLength(5); // header, three rows, and the empty string after the last CRLF
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain(
      `${people[1]!.email},"'=HYPERLINK(""http://evil.example"",""click"")",${lines
        .find((l) => l.startsWith(people[1]!.email))!
        .split(',')
        .at(-2)},/answer/x`,
    );
    const jo = lines.find((l) => l.startsWith(people[2]!.email))!;
    expect(jo).toMatch(new RegExp(`^${people[2]!.email.replace(/\./g, '\\.')},"Smith, ""Jo""",\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,$`));

    const everyone = await request(t.app).get('/api/admin/subscribers.csv').set('cookie', cookies.admin);
    expect(everyone.text.trimEnd().split('\r\n')).toHaveLength((await subscriberCount()) + 1);
  });

  it('deletes a subscriber (REST and GraphQL); an unknown id is 404 / NOT_FOUND', async () => {
    const email = uniqueEmail('gone');
    await subscribe({ firstName: 'Gone', email });
    const list = await request(t.app).get('/api/admin/subscribers').query({ search: email }).set('cookie', cookies.admin);
    const id = list.body.subscribers[0].id as string;
    const res = await request(t.app).delete(`/api/admin/subscribers/${id}`).set('cookie', cookies.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id });
    expect(await rowsFor(email)).toEqual([]);
    const again = await request(t.app).delete(`/api/admin/subscribers/${id}`).set('cookie', cookies.admin);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(SUBSCRIBER_MESSAGES.notFound);
    expect((await request(t.app).delete('/api/admin/subscribers/not-a-uuid').set('cookie', cookies.admin)).status).toBe(404);

    // Signing up again after deletion works.
    await subscribe({ firstName: 'Back', email });
    const back = await request(t.app).get('/api/admin/subscribers').query({ search: email }).set('cookie', cookies.admin);
    // An id spelled in capitals is the same id; the answer names it as stored.
    const gql = await graphql<{ deleteSubscriber: { id: string } }>(
      t.app,
      'mutation ($id: UUID!) { deleteSubscriber(id: $id) { id } }',
      { id: (back.body.subscribers[0].id as string).toUpperCase() },
      cookies.admin,
    );
    expect(gql.data?.deleteSubscriber).toEqual({ id: back.body.subscribers[0].id });
    expect(await rowsFor(email)).toEqual([]);
    expect(errorCode(await graphql(t.app, 'mutation ($id: UUID!) { deleteSubscriber(id: $id) { id } }', { id: randomUUID() }, cookies.admin))).toBe(
      'NOT_FOUND',
    );
  });

  it('counts subscribers on the dashboard (REST and GraphQL)', async () => {
    const count = await subscriberCount();
    const rest = await request(t.app).get('/api/admin/stats').set('cookie', cookies.admin);
    expect(rest.body.subscribers).toBe(count);
    const gql = await graphql<{ adminStats: { subscribers: number } }>(t.app, '{ adminStats { subscribers } }', {}, cookies.admin);
    expect(gql.data?.adminStats.subscribers).toBe(count);
  });
});

describe('which form the client shows', () => {
  it('names no provider by default (the site keeps sign-ups), and the provider when NEWSLETTER_FORM_ACTION is set', async () => {
    const site = '{ site { newsletterFormAction } }';
    expect((await graphql<{ site: { newsletterFormAction: string | null } }>(t.app, site)).data?.site).toEqual({ newsletterFormAction: null });
    const configured = await createTestApp({ NEWSLETTER_FORM_ACTION: 'https://provider.example/forms/42/subscribe' });
    try {
      expect((await graphql<{ site: { newsletterFormAction: string | null } }>(configured.app, site)).data?.site).toEqual({
        newsletterFormAction: 'https://provider.example/forms/42/subscribe',
      });
    } finally {
      await configured.close();
    }
  });
});
