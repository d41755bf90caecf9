import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 when the database is reachable', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('request handling', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await request(t.app).post('/api/auth/login').set('content-type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers a body over the size limit with 413', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(3 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too large.');
  });

  it('answers unknown API paths with a JSON 404 naming the full path', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No API route for GET /api/no-such-thing.', code: 'NOT_FOUND' });
    expect(res.headers.allow).toBeUndefined();
  });

  it.each([
    ['put', '/api/chat', 'POST'],
    ['get', '/api/chat', 'POST'],
    ['delete', '/api/episodes', 'GET, HEAD'],
    ['post', '/api/episodes/3', 'GET, HEAD'],
    ['put', '/api/admin/episodes/00000000-0000-4000-8000-000000000000', 'DELETE, PATCH'],
    ['get', '/api/newsletter/subscribe', 'POST'],
  ] as const)('answers %s %s, a path with other methods, with 405 and Allow: %s', async (method, path, allow) => {
    const res = await request(t.app)[method](path);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED', allowedMethods: allow.split(', ') });
    expect(res.body.message).toBe(`${method.toUpperCase()} is not allowed on ${path}; use ${allow.split(', ').join(' or ')}.`);
  });

  it('serves site settings over GraphQL', async () => {
    const res = await request(t.app).post('/graphql').send({ query: '{ site { podcastName perIpDailyLimit globalDailyLimit publicUrl } }' });
    expect(res.status).toBe(200);
    expect(res.body.data.site).toEqual({
      podcastName: 'Horizons Podcast',
      perIpDailyLimit: 10,
      globalDailyLimit: 1000,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('blocks GraphQL GET requests without a preflight header (CSRF prevention)', async () => {
    const res = await request(t.app).get('/graphql').query({ query: '{ site { podcastName } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
  });
});
