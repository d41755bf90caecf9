import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRANSCRIPT_BODY_LIMIT } from '../../server/app.js';
import { buildUser } from '../factories/user.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sessionCookie } from '../support/session.js';

/**
 * Requests to /graphql that fail before Apollo Server runs (the body, the session lookup)
 * answer as GraphQL: `{ errors: [{ message, extensions: { code } }] }`, with the status REST
 * gives the same fault; REST keeps `{ message, code }`.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await buildUser(t.orm, { isAdmin: true })).user.id);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

const QUERY = JSON.stringify({ query: '{ episodes { number } }' });
const postGraphql = (body: string, contentType = 'application/json') => request(t.app).post('/graphql').set('content-type', contentType).send(body);

/** The whole body of a GraphQL request error: one error with its message and code, no data. */
const graphqlError = (message: string | RegExp, code: string) => ({ errors: [{ message: expect.stringMatching(message) as unknown, extensions: { code } }] });

describe('errors answered on /graphql before Apollo runs', () => {
  it('a body that is not JSON: 400 BAD_USER_INPUT as a GraphQL error', async () => {
    const res = await postGraphql('{"query":');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(graphqlError(/^The request body is not valid JSON\.$/, 'BAD_USER_INPUT'));
  });

  it('a body over the size limit: 413 PAYLOAD_TOO_LARGE as a GraphQL error', async () => {
    const res = await postGraphql(JSON.stringify({ query: '{ episodes { number } }', variables: { padding: 'x'.repeat(TRANSCRIPT_BODY_LIMIT) } }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual(graphqlError(/^The request body is too large\.$/, 'PAYLOAD_TOO_LARGE'));
  });

  it('a charset the server does not read: 415 UNSUPPORTED_MEDIA_TYPE as a GraphQL error', async () => {
    const res = await postGraphql(QUERY, 'application/json; charset=latin1');
    expect(res.status).toBe(415);
    expect(res.body).toEqual(graphqlError(/^The request body's charset is not supported: send it as UTF-8\.$/, 'UNSUPPORTED_MEDIA_TYPE'));
  });

  it('the database lost while the session cookie is looked up: 503 DATABASE_UNAVAILABLE as a GraphQL error', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    vi.spyOn(t.services.sessions, 'resolve').mockRejectedValue(refused);
    const res = await postGraphql(QUERY).set('cookie', admin);
    expect(res.status).toBe(503);
    expect(res.body).toEqual(graphqlError(/^The database is not reachable right now/, 'DATABASE_UNAVAILABLE'));

    // REST keeps its shape for the same fault.
    const rest = await request(t.app).get('/api/episodes').set('cookie', admin);
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ message: expect.stringMatching(/^The database is not reachable right now/) as unknown, code: 'DATABASE_UNAVAILABLE' });
  });

  it('answers in the GraphQL response media type when the client prefers it', async () => {
    const res = await postGraphql('{"query":').set('accept', 'application/graphql-response+json');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    expect(JSON.parse(res.text)).toEqual(graphqlError(/not valid JSON/, 'BAD_USER_INPUT'));
  });

  it('leaves REST errors as { message, code }', async () => {
    const res = await request(t.app).post('/api/auth/login').set('content-type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
  });
});

describe('persisted queries a client gets wrong', () => {
  it('a hash that does not match the query, or an unknown version: 400 BAD_REQUEST with the reason, never a server fault', async () => {
    const query = '{ episodes { number } }';
    const mismatched = await postGraphql(JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: '0000' } } }));
    expect(mismatched.status).toBe(400);
    expect(mismatched.body).toEqual(graphqlError(/^provided sha does not match query$/, 'BAD_REQUEST'));

    const version = await postGraphql(JSON.stringify({ query, extensions: { persistedQuery: { version: 2, sha256Hash: '0000' } } }));
    expect(version.status).toBe(400);
    expect(version.body).toEqual(graphqlError(/^Unsupported persisted query version$/, 'BAD_REQUEST'));
  });
});
