import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, HTTP_TIMEOUTS, type HttpTimeouts } from '../../server/http/server.js';
import { CROSS_ORIGIN_MESSAGE, JSON_ONLY_MESSAGE } from '../../server/http/security.js';
import { HTTPS_REQUIRED_MESSAGE } from '../../server/http/session.js';
import { buildUser } from '../factories/user.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sessionCookie, sessionCookieOf } from '../support/session.js';

/** Security headers, JSON-only writes, HTTPS for sign-in in production, request timeouts. */

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://qa.example.com' };

let dev: TestApp;
let prod: TestApp;
let prodPlainHttp: TestApp;
let prodBehindProxy: TestApp;
beforeAll(async () => {
  [dev, prod, prodPlainHttp, prodBehindProxy] = await Promise.all([
    createTestApp({ NEWSLETTER_FORM_ACTION: 'https://forms.example.com/forms/123/$subscribe?hardened=true' }),
    createTestApp(PRODUCTION),
    createTestApp({ ...PRODUCTION, COOKIE_SECURE: 'false' }),
    createTestApp({ ...PRODUCTION, TRUST_PROXY: '1' }),
  ]);
});
afterAll(() => Promise.all([dev, prod, prodPlainHttp, prodBehindProxy].map((t) => t?.close())));

const directives = (csp: string | undefined) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers (helmet)', () => {
  it('send a Content-Security-Policy without inline scripts that forbids framing, on API answers too', async () => {
    for (const path of ['/api/episodes', '/healthz', '/api/no-such-route']) {
      const res = await request(dev.app).get(path);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'", 'https://forms.example.com']);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('forbid framing of /graphql as well', async () => {
    const res = await request(dev.app).get('/graphql').set('Accept', 'text/html');
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('add HSTS and upgrade-insecure-requests in production over HTTPS, and neither when COOKIE_SECURE=false', async () => {
    const https = await request(prod.app).get('/api/episodes');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(https.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);

    const plain = await request(prodPlainHttp.app).get('/api/episodes');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directives(plain.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('state-changing REST routes take JSON only', () => {
  it('answer 415 to text/plain and form bodies, and change nothing', async () => {
    const { user, password } = await buildUser(dev.orm, { isAdmin: true });
    const admin = await sessionCookie(dev, user.id);
    const attempts = [
      request(dev.app)
        .post('/api/auth/login')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ username: user.username, password })),
      request(dev.app).post('/api/auth/login').type('form').send({ username: user.username, password }),
      request(dev.app)
        .post('/api/admin/episodes')
        .set('Cookie', admin)
        .type('form')
        .send({ number: '501', title: 'Posted by a form', transcriptText: 'x'.repeat(80) }),
      request(dev.app).post('/api/admin/episodes').set('Cookie', admin).set('Content-Type', 'text/plain').send('{"number":502}'),
      request(dev.app).delete('/api/admin/prompts').set('Cookie', admin).set('Content-Type', 'application/x-www-form-urlencoded').send('confirm=1'),
      request(dev.app).post('/api/auth/logout').set('Cookie', admin).set('Content-Type', 'multipart/form-data; boundary=x').send('--x--'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: JSON_ONLY_MESSAGE });
      expect(sessionCookieOf(res.headers)).toBeUndefined();
    }
    expect((await request(dev.app).get('/api/episodes/501')).status).toBe(404);
    expect((await request(dev.app).get('/api/admin/stats').set('Cookie', admin)).status).toBe(200); // logout did not happen
  });

  it('accept JSON, and a request with neither body nor Content-Type', async () => {
    const { user, password } = await buildUser(dev.orm, { isAdmin: true });
    const res = await request(dev.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ username: user.username, password }));
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res.headers)!;
    const out = await request(dev.app).post('/api/auth/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect((await request(dev.app).get('/api/admin/stats').set('Cookie', cookie)).status).toBe(401);
  });

  it('refuse a browser request from another origin (403) and accept the site own origin', async () => {
    const { user, password } = await buildUser(dev.orm, { isAdmin: true });
    const body = { username: user.username, password };
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const res = await request(dev.app).post('/api/auth/login').set('Origin', origin).send(body);
      expect(res.status, origin).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: CROSS_ORIGIN_MESSAGE });
    }
    expect((await request(dev.app).post('/api/auth/login').set('Origin', dev.config.http.publicUrl).send(body)).status).toBe(200);
    // Reads are not affected.
    expect((await request(dev.app).get('/api/episodes').set('Origin', 'https://evil.example')).status).toBe(200);
  });
});

describe('production over plain HTTP', () => {
  it('refuses a sign-in over plain HTTP while cookies are Secure, saying HTTPS is needed, without checking the password', async () => {
    const { user, password } = await buildUser(prod.orm, { isAdmin: true });
    const res = await request(prod.app).post('/api/auth/login').send({ username: user.username, password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: HTTPS_REQUIRED_MESSAGE });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await prod.orm.em.fork().getConnection().execute('select key from login_attempts')).toEqual([]);

    const gql = await request(prod.app)
      .post('/graphql')
      .send({ query: 'mutation($input: LoginInput!) { login(input: $input) { id } }', variables: { input: { username: user.username, password } } });
    expect(gql.body.errors[0]).toMatchObject({ message: HTTPS_REQUIRED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
  });

  it('signs in behind a TLS-terminating proxy (TRUST_PROXY, X-Forwarded-Proto: https) with a Secure cookie', async () => {
    const { user, password } = await buildUser(prodBehindProxy.orm, { isAdmin: true });
    const res = await request(prodBehindProxy.app).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ username: user.username, password });
    expect(res.status).toBe(200);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join();
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(
      (await request(prodBehindProxy.app).post('/api/auth/login').set('X-Forwarded-Proto', 'http').send({ username: user.username, password })).status,
    ).toBe(403);
  });

  it('signs in over plain HTTP when COOKIE_SECURE=false was chosen, with a cookie that is not Secure', async () => {
    const { user, password } = await buildUser(prodPlainHttp.orm, { isAdmin: true });
    const res = await request(prodPlainHttp.app).post('/api/auth/login').send({ username: user.username, password });
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join();
    expect(cookie).toContain('horizons_session=');
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

/** Runs `work` against the app's HTTP server with `timeouts` over the defaults, listening on a free port, then closes it. */
async function withHttpServer<T>(timeouts: Partial<HttpTimeouts>, work: (port: number) => Promise<T>): Promise<T> {
  const server = createHttpServer(dev.app, { ...HTTP_TIMEOUTS, checkIntervalMs: 100, ...timeouts });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await work((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('request timeouts of the HTTP server', () => {
  /** Sends `raw` and resolves with everything the server answers until it closes the connection. */
  function sendAndWaitForClose(raw: string): Promise<string> {
    return withHttpServer({ headersMs: 300, requestMs: 600 }, async (port) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.write(raw); // and never the rest
      await new Promise((resolve) => socket.on('close', resolve));
      return answer;
    });
  }

  it('answers 408 and closes the connection when a request body never completes', async () => {
    const answer = await sendAndWaitForClose(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonBody(answer)).toEqual({ code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive. Send it again.' });
  });

  it('answers 408 and closes the connection when the headers never complete', async () => {
    const answer = await sendAndWaitForClose('GET /api/episodes HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

/** The JSON body of a raw HTTP answer. */
const jsonBody = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('requests the HTTP parser refuses', () => {
  /** Sends `raw` whole and resolves with the answer, read until the server closes the connection. */
  function send(raw: string): Promise<string> {
    return withHttpServer({}, async (port) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined); // the server closes as soon as it has answered
      socket.write(raw);
      await new Promise((resolve) => socket.on('close', resolve));
      return answer;
    });
  }

  it('says why an address too long for the headers is refused (431), instead of an empty answer', async () => {
    const answer = await send(`GET /api/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(jsonBody(answer)).toMatchObject({ code: 'HEADERS_TOO_LARGE', message: expect.stringContaining('too long') });
  });

  it('says that a request that is not HTTP is malformed (400)', async () => {
    const answer = await send('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(jsonBody(answer)).toEqual({ code: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP.' });
  });

  it('still serves well-formed requests on the same server', async () => {
    const answer = await send('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('idle keep-alive connections', () => {
  /** Sends two requests on one connection, `pauseMs` apart, and resolves with the status line of each answer. */
  function twoRequests(keepAliveMs: number, pauseMs: number): Promise<string[]> {
    return withHttpServer({ keepAliveMs }, async (port) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined); // a write after the server closed: the answers so far count
      const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';
      const statusLines = () => answer.match(/HTTP\/1\.1 \d+/g) ?? [];
      socket.write(request);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      if (!socket.destroyed) {
        // The second answer, or the server closing the connection instead.
        const settled = new Promise<void>((resolve) => {
          socket.on('data', () => statusLines().length === 2 && resolve());
          socket.on('close', () => resolve());
        });
        socket.write(request);
        await settled;
      }
      socket.destroy();
      return statusLines();
    });
  }

  it("stay open past Node's default (5 s and a 1 s margin), so a client's next request is answered, not reset", async () => {
    expect(await twoRequests(HTTP_TIMEOUTS.keepAliveMs, 7_000)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
  }, 12_000);

  it('are closed after the keep-alive time', async () => {
    expect(await twoRequests(200, 2_000)).toEqual(['HTTP/1.1 200']);
  });
});
