import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/http/session.js';
import { LOGIN_THROTTLE } from '../../server/modules/auth/login-throttle.js';
import { buildUser } from '../factories/user.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sessionCookie, sessionCookieOf, signedSessionCookie } from '../support/session.js';

let t: TestApp;
beforeAll(async () => {
  // Each test signs in from its own address (X-Forwarded-For), so throttling stays per test.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

const sql = <T extends Record<string, unknown>[] = Record<string, unknown>[]>(text: string, params: unknown[] = []) =>
  t.orm.em.fork().getConnection().execute<T>(text, params);

const login = (body: unknown, ip: string) =>
  request(t.app)
    .post('/api/auth/login')
    .set('X-Forwarded-For', ip)
    .send(body as object);

/** Signs in through the API and returns the session cookie ("name=value"). */
async function signIn(username: string, password: string, ip = newIp()): Promise<string> {
  const res = await login({ username, password }, ip);
  expect(res.status).toBe(200);
  const cookie = sessionCookieOf(res.headers);
  expect(cookie).toBeDefined();
  return cookie!;
}

const stats = (cookie: string) => request(t.app).get('/api/admin/stats').set('Cookie', cookie);
const sessionOf = async (cookie: string) => (await request(t.app).get('/api/auth/session').set('Cookie', cookie)).body as { authenticated: boolean };

describe('GET /api/auth/session', () => {
  it('says a visitor is not signed in', async () => {
    const res = await request(t.app).get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: false, user: null });
  });

  it('gives the signed-in user without the password hash', async () => {
    const { user } = await buildUser(t.orm, { isAdmin: true });
    const res = await request(t.app)
      .get('/api/auth/session')
      .set('Cookie', await sessionCookie(t, user.id));
    expect(res.body).toEqual({
      authenticated: true,
      user: { id: user.id, username: user.username, isAdmin: true, createdAt: user.createdAt.toISOString() },
    });
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('treats a cookie with a bad signature, an unknown token or the old {"uid":…} cookie as no session, and clears it', async () => {
    const { user } = await buildUser(t.orm, { isAdmin: true });
    const token = await t.services.sessions.create(user.id);
    const oldStyle = Buffer.from(JSON.stringify({ uid: user.id })).toString('base64');
    for (const cookie of [
      signedSessionCookie(token, 'another-secret-another-secret-another'),
      signedSessionCookie(randomBytes(32).toString('base64url'), t.config.session.secret!),
      signedSessionCookie(oldStyle, t.config.session.secret!),
      `${SESSION_COOKIE}=${oldStyle}`,
    ]) {
      const res = await request(t.app).get('/api/auth/session').set('Cookie', cookie);
      expect(res.body).toEqual({ authenticated: false, user: null });
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
      expect((await stats(cookie)).status).toBe(401);
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with an HttpOnly SameSite=Lax cookie holding a random token (no user id), until logout', async () => {
    const { user, password } = await buildUser(t.orm);
    const agent = request.agent(t.app);
    const res = await agent.post('/api/auth/login').set('X-Forwarded-For', newIp()).send({ username: user.username, password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, username: user.username, isAdmin: false, createdAt: user.createdAt.toISOString() });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).toMatch(/max-age=2592000/i); // the 30-day absolute lifetime
    expect(setCookie).not.toMatch(/;\s*secure/i); // NODE_ENV=test without COOKIE_SECURE
    const value = decodeURIComponent(setCookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1));
    const token = /^s:([A-Za-z0-9_-]{43})\.[A-Za-z0-9+/]+$/.exec(value)?.[1];
    expect(token).toBeDefined();
    // 32 random bytes, not the old signed {"uid":…} value (a random byte may well spell a one-digit id, so the id itself is not looked for).
    expect(Buffer.from(token!, 'base64url')).toHaveLength(32);
    expect(Buffer.from(token!, 'base64url').toString('latin1')).not.toContain('"uid"');
    expect(value).not.toContain(password);

    expect((await agent.get('/api/auth/session')).body).toMatchObject({ authenticated: true, user: { id: user.id } });

    const out = await agent.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await agent.get('/api/auth/session')).body).toEqual({ authenticated: false, user: null });
  });

  it('gives a new session at each sign-in and ends the one the browser already had', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const first = await signIn(user.username, password);
    const elsewhere = await signIn(user.username, password);
    expect(elsewhere).not.toBe(first);

    const again = await request(t.app).post('/api/auth/login').set('X-Forwarded-For', newIp()).set('Cookie', first).send({ username: user.username, password });
    expect(again.status).toBe(200);
    const renewed = sessionCookieOf(again.headers)!;
    expect(renewed).not.toBe(first);
    expect((await stats(first)).status).toBe(401);
    expect((await stats(renewed)).status).toBe(200);
    expect((await stats(elsewhere)).status).toBe(200); // another device keeps its session
  });

  it('compares usernames case-insensitively', async () => {
    const username = `Mixed-${randomBytes(3).toString('hex')}`;
    const saved = await t.services.auth.saveUser(username, 'correct horse battery', { isAdmin: true });
    expect(saved.username).toBe(username.toLowerCase());
    const res = await login({ username: username.toUpperCase(), password: 'correct horse battery' }, newIp());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: saved.id, username: username.toLowerCase(), isAdmin: true });
  });

  it('answers a wrong password and an unknown user alike: 401 "Invalid username or password"', async () => {
    const { user } = await buildUser(t.orm);
    const ip = newIp();
    for (const body of [
      { username: user.username, password: 'wrong-password' },
      { username: 'nobody-here', password: 'whatever1' },
    ]) {
      const res = await login(body, ip);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password', code: 'UNAUTHENTICATED' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    [{}],
    [{ username: 'ada' }],
    [{ password: 'secret' }],
    [{ username: '  ', password: 'secret' }],
    [{ username: 'ada', password: '' }],
    [{ username: 1, password: 2 }],
  ])('answers 400 "Please enter both username and password." for %j', async (body) => {
    const res = await login(body, newIp());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter both username and password.');
    expect(res.body.code).toBe('BAD_USER_INPUT');
  });

  it.each([195, 201, 5000])('answers a username of %i characters with 400 and counts nothing', async (length) => {
    const ip = newIp();
    const res = await login({ username: 'u'.repeat(length), password: 'whatever1' }, ip);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The username has at most 100 characters.' });
    expect(await sql('select key from login_attempts where key like ?', [`%${ip}%`])).toEqual([]);
  });

  it('answers a password over 1024 characters with 400', async () => {
    const res = await login({ username: 'ada', password: 'p'.repeat(1025) }, newIp());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The password has at most 1024 characters.' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(t.app).post('/api/auth/login').set('content-type', 'application/json').send('{"username": "ada", ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });
});

describe('sessions that end', () => {
  it('logout ends the session on the server: the old cookie no longer opens anything', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const cookie = await signIn(user.username, password);
    expect((await stats(cookie)).status).toBe(200);
    const out = await request(t.app).post('/api/auth/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out.headers)).toBeUndefined();
    expect((await stats(cookie)).status).toBe(401);
    expect(await sessionOf(cookie)).toMatchObject({ authenticated: false });
  });

  it('a new password ends every session of that user; the same password again ends none', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const other = await buildUser(t.orm, { isAdmin: true });
    const cookies = [await signIn(user.username, password), await signIn(user.username, password)];
    const bystander = await signIn(other.user.username, other.password);

    const same = await t.services.auth.ensureAdmin(user.username, password);
    expect(same).toMatchObject({ created: false, passwordChanged: false, sessionsEnded: 0 });
    for (const cookie of cookies) expect((await stats(cookie)).status).toBe(200);

    const changed = await t.services.auth.saveUser(user.username, 'a-brand-new-password', { isAdmin: true });
    expect(changed).toMatchObject({ created: false, passwordChanged: true, sessionsEnded: 2 });
    for (const cookie of cookies) expect((await stats(cookie)).status).toBe(401);
    expect((await stats(bystander)).status).toBe(200);
    expect((await login({ username: user.username, password }, newIp())).status).toBe(401);
    expect((await login({ username: user.username, password: 'a-brand-new-password' }, newIp())).status).toBe(200);
  });

  it('losing admin rights ends every session of that user', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const cookie = await signIn(user.username, password);
    const demoted = await t.services.auth.saveUser(user.username, password, { isAdmin: false });
    expect(demoted).toMatchObject({ isAdmin: false, passwordChanged: false, sessionsEnded: 1 });
    expect((await stats(cookie)).status).toBe(401);
    const fresh = await signIn(user.username, password);
    expect((await stats(fresh)).status).toBe(403);
  });

  it('a deleted user has no session left', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const cookie = await signIn(user.username, password);
    await sql('delete from users where id = ?', [user.id]);
    expect((await stats(cookie)).status).toBe(401);
    expect(await sql('select id from sessions where user_id = ?', [user.id])).toEqual([]);
  });

  it('ends a session unused for 7 days', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const [idle, recent] = [await signIn(user.username, password), await signIn(user.username, password)];
    const ids = (await sql<{ id: string }[]>('select id from sessions where user_id = ? order by created_at', [user.id])).map((r) => r.id);
    await sql("update sessions set last_seen_at = now() - interval '7 days 1 minute' where id = ?", [ids[0]]);
    await sql("update sessions set last_seen_at = now() - interval '6 days 23 hours' where id = ?", [ids[1]]);
    expect((await stats(idle)).status).toBe(401);
    expect((await stats(recent)).status).toBe(200);
  });

  it('ends a session 30 days after sign-in, however active', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const [old, younger] = [await signIn(user.username, password), await signIn(user.username, password)];
    const ids = (await sql<{ id: string }[]>('select id from sessions where user_id = ? order by created_at', [user.id])).map((r) => r.id);
    await sql("update sessions set created_at = now() - interval '30 days 1 minute' where id = ?", [ids[0]]);
    await sql("update sessions set created_at = now() - interval '29 days 23 hours' where id = ?", [ids[1]]);
    expect((await stats(old)).status).toBe(401);
    expect((await stats(younger)).status).toBe(200);
  });

  it('writes the idle clock at most once a minute', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const cookie = await signIn(user.username, password);
    const lastSeen = async () =>
      (await sql<{ seconds: string }[]>('select extract(epoch from now() - last_seen_at) as seconds from sessions where user_id = ?', [user.id]))[0]!.seconds;

    await sql("update sessions set last_seen_at = now() - interval '30 seconds' where user_id = ?", [user.id]);
    await stats(cookie);
    expect(Number(await lastSeen())).toBeGreaterThanOrEqual(30);

    await sql("update sessions set last_seen_at = now() - interval '2 minutes' where user_id = ?", [user.id]);
    await stats(cookie);
    expect(Number(await lastSeen())).toBeLessThan(60);
  });

  it('removes expired sessions when a new one starts', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    await signIn(user.username, password);
    await sql("update sessions set created_at = now() - interval '31 days' where user_id = ?", [user.id]);
    await signIn(user.username, password);
    expect(await sql('select id from sessions where user_id = ?', [user.id])).toHaveLength(1);
  });
});

describe('sign-in throttling: progressive, per address and per address and username', () => {
  const pairKey = (ip: string, username: string) => `pair:${ip}:${username}`;
  /** The wait that the last failure of `key` set, in seconds, and the failure count. */
  const waitOf = async (key: string) =>
    (
      await sql<{ failures: number; wait: string }[]>(
        'select failures, extract(epoch from blocked_until - last_failure_at) as wait from login_attempts where key = ?',
        [key],
      )
    )[0];
  /** Time passes: the current wait of `key` is over (the failures are still counted). */
  const letWaitPass = (key: string) => sql('update login_attempts set blocked_until = now() where key = ?', [key]);

  async function failTimes(n: number, username: string, ip: string) {
    for (let i = 0; i < n; i++) {
      const res = await login({ username, password: `wrong-${i}` }, ip);
      expect(res.status).toBe(401);
      await letWaitPass(pairKey(ip, username));
      await letWaitPass(`ip:${ip}`);
    }
  }

  it('waits 1, 2, 4, 8… seconds after the 5th, 6th, 7th, 8th failure of an address and username', async () => {
    const { user } = await buildUser(t.orm);
    const ip = newIp();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      expect((await login({ username: user.username, password: `wrong-${i}` }, ip)).status).toBe(401);
      const row = await waitOf(pairKey(ip, user.username));
      expect(row!.failures).toBe(i + 1);
      waits.push(Number(row!.wait));
      await letWaitPass(pairKey(ip, user.username));
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8]);
  });

  it('refuses during the wait with 429 and Retry-After, even the right password, and changes nothing', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const ip = newIp();
    await failTimes(8, user.username, ip);
    expect((await login({ username: user.username, password: 'wrong-again' }, ip)).status).toBe(401); // the 9th failure: a 16-second wait
    const before = await waitOf(pairKey(ip, user.username));

    const refused = await login({ username: user.username, password }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(16);
    expect(refused.body.retryAfterSeconds).toBe(retryAfter);
    expect(sessionCookieOf(refused.headers)).toBeUndefined();
    expect(await waitOf(pairKey(ip, user.username))).toEqual(before);
  });

  it('never locks the owner out: the right password from an address that has not failed signs in', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const attacker = newIp();
    await failTimes(12, user.username, attacker);
    expect((await login({ username: user.username, password: 'guess' }, attacker)).status).toBe(401);
    expect((await login({ username: user.username, password }, attacker)).status).toBe(429);
    // Many addresses failing a few times each do not lock the owner out either.
    for (let i = 0; i < 3; i++) await failTimes(LOGIN_THROTTLE.freeFailures.pair, user.username, newIp());
    const cookie = await signIn(user.username, password, newIp());
    expect((await stats(cookie)).status).toBe(200);
  });

  it('counts the username case-insensitively', async () => {
    const { user } = await buildUser(t.orm);
    const ip = newIp();
    for (let i = 0; i < 3; i++) await login({ username: i % 2 ? user.username.toUpperCase() : user.username, password: 'nope-nope' }, ip);
    expect((await waitOf(pairKey(ip, user.username)))!.failures).toBe(3);
  });

  it('slows an address after 20 failures whatever the usernames; other addresses are not affected', async () => {
    const ip = newIp();
    for (let i = 0; i < 22; i++) {
      expect((await login({ username: `ghost-${i}`, password: 'nope-nope' }, ip)).status).toBe(401);
      await letWaitPass(`ip:${ip}`);
    }
    expect((await login({ username: 'ghost-last', password: 'nope-nope' }, ip)).status).toBe(401);
    expect(Number((await waitOf(`ip:${ip}`))!.wait)).toBe(8);
    const { user, password } = await buildUser(t.orm);
    const refused = await login({ username: user.username, password }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await login({ username: user.username, password }, newIp())).status).toBe(200);
  });

  it('refuses none of parallel attempts within the free failures, the right password among them', async () => {
    const { user, password } = await buildUser(t.orm);
    for (let round = 0; round < 3; round++) {
      const ip = newIp();
      const results = await Promise.all([
        ...Array.from({ length: 3 }, (_, i) => login({ username: user.username, password: `wrong-${round}-${i}` }, ip)),
        login({ username: user.username, password }, ip),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
    }
  });

  it('lets exactly one of many parallel guesses through once the wait is long', async () => {
    const { user } = await buildUser(t.orm);
    const ip = newIp();
    await failTimes(8, user.username, ip); // the next failure sets a 16-second wait
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login({ username: user.username, password: `guess-${i}` }, ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
    expect((await waitOf(pairKey(ip, user.username)))!.failures).toBe(9);
  });

  it('starts the address and username again from zero after a successful sign-in', async () => {
    const { user, password } = await buildUser(t.orm);
    const ip = newIp();
    await failTimes(4, user.username, ip);
    expect((await login({ username: user.username, password }, ip)).status).toBe(200);
    expect(await waitOf(pairKey(ip, user.username))).toBeUndefined();
    expect((await waitOf(`ip:${ip}`))!.failures).toBe(4); // the address keeps its failures, not the success
    expect((await login({ username: user.username, password: 'wrong-pass' }, ip)).status).toBe(401);
    expect((await waitOf(pairKey(ip, user.username)))!).toMatchObject({ failures: 1 });
  });

  it('forgets failures after 24 hours without one', async () => {
    const { user } = await buildUser(t.orm);
    const ip = newIp();
    await failTimes(9, user.username, ip);
    await sql("update login_attempts set last_failure_at = now() - interval '25 hours' where key = ?", [pairKey(ip, user.username)]);
    expect((await login({ username: user.username, password: 'wrong-pass' }, ip)).status).toBe(401);
    expect(await waitOf(pairKey(ip, user.username))).toEqual({ failures: 1, wait: expect.stringMatching(/^0(\.0+)?$/) });
  });
});

describe('GraphQL auth', () => {
  const gql = (agent: ReturnType<typeof request.agent>, query: string, variables: Record<string, unknown> = {}, ip = newIp()) =>
    agent.post('/graphql').set('X-Forwarded-For', ip).send({ query, variables });
  const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id username isAdmin createdAt } }';
  const SESSION = '{ session { authenticated user { id username isAdmin } } }';

  it('signs in, reports the session, and signs out', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const agent = request.agent(t.app);
    expect((await gql(agent, SESSION)).body.data.session).toEqual({ authenticated: false, user: null });
    const res = await gql(agent, LOGIN, { input: { username: user.username, password } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.login).toEqual({ id: user.id, username: user.username, isAdmin: true, createdAt: user.createdAt.toISOString() });
    const cookie = sessionCookieOf(res.headers)!;
    expect((await gql(agent, SESSION)).body.data.session).toEqual({
      authenticated: true,
      user: { id: user.id, username: user.username, isAdmin: true },
    });
    expect((await gql(agent, 'mutation { logout }')).body.data).toEqual({ logout: true });
    expect((await gql(agent, SESSION)).body.data.session.authenticated).toBe(false);
    expect((await stats(cookie)).status).toBe(401);
  });

  it('answers a wrong password with UNAUTHENTICATED, empty fields with BAD_USER_INPUT, a wait with RATE_LIMITED', async () => {
    const { user } = await buildUser(t.orm);
    const agent = request.agent(t.app);
    const wrong = await gql(agent, LOGIN, { input: { username: user.username, password: 'not-it-at-all' } });
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
    const empty = await gql(agent, LOGIN, { input: { username: '', password: '' } });
    expect(empty.body.errors[0]).toMatchObject({ message: 'Please enter both username and password.', extensions: { code: 'BAD_USER_INPUT' } });
    const long = await gql(agent, LOGIN, { input: { username: 'x'.repeat(200), password: 'whatever1' } });
    expect(long.body.errors[0]).toMatchObject({ message: 'The username has at most 100 characters.', extensions: { code: 'BAD_USER_INPUT' } });

    const ip = newIp();
    await sql("insert into login_attempts (key, failures, blocked_until) values (?, 12, now() + interval '2 minutes')", [`ip:${ip}`]);
    const waiting = await gql(agent, LOGIN, { input: { username: user.username, password: 'anything1' } }, ip);
    expect(waiting.body.errors[0]).toMatchObject({
      message: 'Too many failed sign-in attempts. Please try again in 2 minutes.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
  });

  it('never exposes the password hash', async () => {
    const res = await gql(request.agent(t.app), '{ session { user { password } } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Cannot query field "password"/);
  });
});
