import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/http/session.js';
import { buildUser } from '../factories/user.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sessionCookie } from '../support/session.js';

let t: TestApp;
beforeAll(async () => {
  // Each test signs in from its own address (X-Forwarded-For), so throttling stays per test.
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

const login = (body: unknown, ip: string) =>
  request(t.app)
    .post('/api/auth/login')
    .set('X-Forwarded-For', ip)
    .send(body as object);

const TOO_MANY = /^Too many sign-in attempts\. Please try again in 15 minutes\.$/;

describe('GET /api/auth/session', () => {
  it('says a visitor is not signed in', async () => {
    const res = await request(t.app).get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: false, user: null });
  });

  it('gives the signed-in user without the password hash', async () => {
    const { user } = await buildUser(t.orm, { isAdmin: true });
    const res = await request(t.app).get('/api/auth/session').set('Cookie', sessionCookie(user.id, t.config.session.secret!));
    expect(res.body).toEqual({
      authenticated: true,
      user: { id: user.id, username: user.username, isAdmin: true, createdAt: user.createdAt.toISOString() },
    });
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('treats a cookie with a bad signature as no session', async () => {
    const { user } = await buildUser(t.orm, { isAdmin: true });
    const res = await request(t.app).get('/api/auth/session').set('Cookie', sessionCookie(user.id, 'another-secret-another-secret-another'));
    expect(res.body).toEqual({ authenticated: false, user: null });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a cookie that then authenticates, until logout', async () => {
    const { user, password } = await buildUser(t.orm);
    const agent = request.agent(t.app);
    const res = await agent.post('/api/auth/login').set('X-Forwarded-For', newIp()).send({ username: user.username, password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, username: user.username, isAdmin: false, createdAt: user.createdAt.toISOString() });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/httponly/i);
    expect(session).toMatch(/samesite=lax/i);
    expect(session).not.toContain(password);

    expect((await agent.get('/api/auth/session')).body).toMatchObject({ authenticated: true, user: { id: user.id } });

    const out = await agent.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await agent.get('/api/auth/session')).body).toEqual({ authenticated: false, user: null });
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

  it('answers malformed JSON with 400', async () => {
    const res = await request(t.app).post('/api/auth/login').set('content-type', 'application/json').send('{"username": "ada", ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });
});

describe('sign-in throttling', () => {
  it('refuses a username after 5 failures with 429, even with the right password', async () => {
    const { user, password } = await buildUser(t.orm);
    for (let i = 0; i < 5; i++) expect((await login({ username: user.username, password: `wrong-${i}` }, newIp())).status).toBe(401);
    const refused = await login({ username: user.username, password }, newIp());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Other users are not affected.
    const other = await buildUser(t.orm);
    expect((await login({ username: other.user.username, password: other.password }, newIp())).status).toBe(200);
  });

  it('counts the username case-insensitively', async () => {
    const { user } = await buildUser(t.orm);
    for (let i = 0; i < 5; i++) await login({ username: i % 2 ? user.username.toUpperCase() : user.username, password: 'nope-nope' }, newIp());
    expect((await login({ username: user.username.toUpperCase(), password: 'nope-nope' }, newIp())).status).toBe(429);
  });

  it('refuses an address after 20 failures, whatever the username', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await login({ username: `ghost-${i}-${ip}`, password: 'nope-nope' }, ip)).status).toBe(401);
    const { user, password } = await buildUser(t.orm);
    const refused = await login({ username: user.username, password }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY);
    expect((await login({ username: user.username, password }, newIp())).status).toBe(200);
  });

  it('lets exactly 5 of many parallel wrong guesses through to a password check', async () => {
    const { user } = await buildUser(t.orm);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login({ username: user.username, password: `guess-${i}` }, newIp())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('starts counting again after a successful sign-in', async () => {
    const { user, password } = await buildUser(t.orm);
    for (let i = 0; i < 4; i++) await login({ username: user.username, password: 'wrong-pass' }, newIp());
    expect((await login({ username: user.username, password }, newIp())).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login({ username: user.username, password: 'wrong-pass' }, newIp())).status).toBe(401);
    expect((await login({ username: user.username, password: 'wrong-pass' }, newIp())).status).toBe(429);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { user, password } = await buildUser(t.orm);
    for (let i = 0; i < 5; i++) await login({ username: user.username, password: 'wrong-pass' }, newIp());
    await t.orm.em
      .getConnection()
      .execute("update login_attempts set window_start = window_start - interval '16 minutes' where key = ?", [`user:${user.username}`]);
    expect((await login({ username: user.username, password }, newIp())).status).toBe(200);
  });
});

describe('GraphQL auth', () => {
  const gql = (agent: ReturnType<typeof request.agent>, query: string, variables: Record<string, unknown> = {}) =>
    agent.post('/graphql').set('X-Forwarded-For', newIp()).send({ query, variables });
  const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id username isAdmin createdAt } }';
  const SESSION = '{ session { authenticated user { id username isAdmin } } }';

  it('signs in, reports the session, and signs out', async () => {
    const { user, password } = await buildUser(t.orm, { isAdmin: true });
    const agent = request.agent(t.app);
    expect((await gql(agent, SESSION)).body.data.session).toEqual({ authenticated: false, user: null });
    const res = await gql(agent, LOGIN, { input: { username: user.username, password } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.login).toEqual({ id: user.id, username: user.username, isAdmin: true, createdAt: user.createdAt.toISOString() });
    expect((await gql(agent, SESSION)).body.data.session).toEqual({
      authenticated: true,
      user: { id: user.id, username: user.username, isAdmin: true },
    });
    expect((await gql(agent, 'mutation { logout }')).body.data).toEqual({ logout: true });
    expect((await gql(agent, SESSION)).body.data.session.authenticated).toBe(false);
  });

  it('answers a wrong password with UNAUTHENTICATED and empty fields with BAD_USER_INPUT', async () => {
    const { user } = await buildUser(t.orm);
    const agent = request.agent(t.app);
    const wrong = await gql(agent, LOGIN, { input: { username: user.username, password: 'not-it-at-all' } });
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
    const empty = await gql(agent, LOGIN, { input: { username: '', password: '' } });
    expect(empty.body.errors[0]).toMatchObject({ message: 'Please enter both username and password.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('never exposes the password hash', async () => {
    const res = await gql(request.agent(t.app), '{ session { user { password } } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Cannot query field "password"/);
  });
});
