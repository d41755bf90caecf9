import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/graphql/limits.js';
import { buildEpisode } from '../factories/episode.factory.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { snapshotDatabase, type DatabaseSnapshot } from '../support/db-snapshot.js';
import { viewerCookies } from '../support/viewers.js';

/**
 * Item 9 of issue 9: property-based fuzzing of every REST route and GraphQL operation with
 * hostile input (NUL characters, huge strings, malformed percent-escapes, wrong types,
 * out-of-range numbers, deep nesting). Every generated request holds at least one value
 * that no route may accept, so each must be refused with a 4xx (never a 5xx, never a
 * masked GraphQL fault) and leave every table exactly as it was.
 */

let t: TestApp;
let cookies: { admin: string; user: string };
let episodeId: string;
let promptId: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  cookies = await viewerCookies(t);
  episodeId = (await buildEpisode(t.orm, t.services, { number: 7 })).id;
  await buildEpisode(t.orm, t.services, { number: 8 });
  promptId = (await buildPrompt(t, { isPublished: true })).id;
  await buildPrompt(t, { isPublished: false });
});
afterAll(() => t.close());

// ---- hostile values -------------------------------------------------------------------

const short = fc.string({ maxLength: 24 });
const nulText = fc.tuple(short, short).map(([a, b]) => `${a}\u0000${b}`);
/** Over every text limit, and over the 2 MB body limit for multi-byte characters. */
const hugeText = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '%', 'ab '), fc.integer({ min: 1_000_001, max: 1_100_000 }))
  .map(([c, n]) => c.repeat(Math.ceil(n / c.length)));
/** Over the question, search, name and title limits (but not over a transcript's). */
const longText = fc.integer({ min: 301, max: 6000 }).map((n) => 'w'.repeat(n));
/** One word longer than PostgreSQL's tsquery accepts. */
const longWord = fc.integer({ min: 2047, max: 4000 }).map((n) => `pricing ${'y'.repeat(n)}`);

function nest(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}
const deep = fc.integer({ min: 10, max: 2000 }).map(nest);
const object = fc.oneof(fc.dictionary(short, short, { minKeys: 1, maxKeys: 3 }), deep);
const hugeInt = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -(2 ** 31), max: -1 }),
  fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53 + 2),
);
const fraction = fc.double({ min: 0.01, max: 1e6, noInteger: true, noNaN: true });

/** Never acceptable as text. */
const badText = fc.oneof(
  { weight: 5, arbitrary: nulText },
  { weight: 2, arbitrary: fc.oneof(fc.boolean(), fc.integer(), fc.array(short, { maxLength: 3 }), object) },
  { weight: 1, arbitrary: hugeText },
);
/** Never acceptable as a question or a search. */
const badQuestion = fc.oneof(badText, longText, longWord);
/** Never acceptable as a short name (username, title, guest). */
const badName = fc.oneof(badText, longText);
/** Never acceptable as a positive whole number (episode numbers, page sizes, days). */
const badPositive = fc.oneof(hugeInt, fc.constant(0), fraction, nulText, fc.constantFrom('1e400', 'ten', '0x10', ''), object);
/** Never acceptable as an offset. */
const badOffset = fc.oneof(fc.integer({ min: -(2 ** 31), max: -1 }), fc.constant(1e308), fraction, nulText, fc.constantFrom('1e400', 'abc', '-0.5'));
const badBoolean = fc.oneof(short, fc.integer(), object, nulText);
/** Path segments: malformed escapes, NUL, huge numbers, junk (never an existing record). */
const badSegment = fc.oneof(
  fc.constantFrom('%ZZ', '%C0%AF', '%', '%E0%A4%A', '%00', 'a%00b', '%F0%9F', '%ED%A0%80', '99999999999999999999', '2147483648', '-1', '0', '..%2F..%2Fetc'),
  fc.string({ minLength: 1, maxLength: 24 }).map((s) => `x${encodeURIComponent(s)}`),
  fc.integer({ min: 301, max: 3000 }).map((n) => 'z'.repeat(n)),
);
/** Maybe-valid values next to the hostile ones, so validation goes past the first field. */
const plausibleText = fc.oneof(
  short,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('<script>alert(1)</script>', "' or 1=1 --", '\\u0000', '\u202e', '\ud800'),
);

// ---- requests --------------------------------------------------------------------------

type Who = 'visitor' | 'admin';
interface Req {
  label: string;
  who: Who;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** A raw body with its own headers (content encoding tricks). */
  raw?: { body: string; headers: Record<string, string> };
  /** Routes without input may answer normally (their junk is ignored); all others must refuse. */
  mayAnswer?: boolean;
}

/** An object of `fields` (some absent, some maybe-valid) in which `forced` holds a hostile value. */
function hostileObject(fields: Record<string, { bad: fc.Arbitrary<unknown>; ok: fc.Arbitrary<unknown> }>) {
  const names = Object.keys(fields);
  const others = Object.fromEntries(names.map((n) => [n, fc.option(fc.oneof(fields[n]!.ok, fields[n]!.bad), { nil: undefined })]));
  return fc
    .constantFrom(...names)
    .chain((forced) => fc.tuple(fc.constant(forced), fc.record(others), fields[forced]!.bad))
    .map(([forced, rest, bad]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(rest)) if (v !== undefined) out[k] = v;
      out[forced] = bad;
      return out;
    });
}

/** Query strings hold text only (or repeated keys: arrays): hostile values of that shape. */
const badQueryNumber = fc.oneof(
  hugeInt.map(String),
  fc.constantFrom('0', '1e400', 'ten', '0x10', '1.5', '-3'),
  nulText,
  fc.array(fc.constantFrom('1', '2'), { minLength: 2, maxLength: 3 }),
);
const badQueryText = fc.oneof(nulText, longText, longWord, fc.array(short, { minLength: 2, maxLength: 3 }));
const queryPage = {
  limit: { bad: badQueryNumber, ok: fc.integer({ min: 1, max: 50 }).map(String) },
  offset: { bad: badQueryNumber.filter((v) => v !== '0'), ok: fc.constant('0') },
};
const page = { limit: { bad: badPositive, ok: fc.integer({ min: 1, max: 50 }) }, offset: { bad: badOffset, ok: fc.integer({ min: 0, max: 50 }) } };
const episodeFields = {
  number: { bad: badPositive, ok: fc.integer({ min: 100, max: 200 }) },
  title: { bad: badName, ok: plausibleText },
  guest: { bad: badName, ok: plausibleText },
  publishedDate: { bad: badText, ok: fc.constantFrom('2024-02-30', '2024-01-01', '', 'yesterday') },
  duration: { bad: badText, ok: fc.constantFrom('12:30', '1:02:03', '99:99:99', '') },
  youtubeLink: { bad: badText, ok: fc.constantFrom('https://youtu.be/dQw4w9WgXcQ', 'javascript:alert(1)', '') },
  spotifyLink: { bad: badText, ok: fc.webUrl() },
  transcriptText: { bad: badText, ok: fc.string({ minLength: 60, maxLength: 200 }) },
};
const quote = fc.record({
  text: fc.oneof(plausibleText, badText),
  episode: fc.oneof(fc.integer({ min: 1, max: 10 }), hugeInt),
  guest: fc.oneof(plausibleText, badName),
  timestamp: fc.oneof(fc.constantFrom('01:00', '1:02:03'), hugeInt, badText),
});
const promptPatchFields = {
  isPublished: { bad: badBoolean, ok: fc.boolean() },
  text: { bad: badText, ok: plausibleText },
  slug: { bad: badText, ok: fc.constantFrom('', 'a-b', 'Not A Slug', 'x--y') },
  fullResponse: { bad: badText, ok: plausibleText },
  quotes: {
    bad: fc.oneof(badText, fc.array(quote, { minLength: 101, maxLength: 120 }), fc.array(fc.integer(), { minLength: 1 })),
    ok: fc.array(quote, { maxLength: 3 }),
  },
};
const signupFields = {
  firstName: { bad: badName, ok: plausibleText },
  email: {
    bad: fc.oneof(
      badText,
      longText.map((w) => `${w}@example.com`),
    ),
    ok: fc.constantFrom('ada@example.com', 'not-an-email', ''),
  },
  page: {
    bad: fc.oneof(
      badText,
      fc.integer({ min: 501, max: 3000 }).map((n) => `/${'p'.repeat(n)}`),
    ),
    ok: fc.constantFrom('/subscribe', '//evil.example', ''),
  },
};
const who = fc.constantFrom<Who>('visitor', 'admin');
const visitorOrUser = fc.constant<Who>('visitor');

const rest: fc.Arbitrary<Req>[] = [
  hostileObject({ username: { bad: badName, ok: plausibleText }, password: { bad: fc.oneof(badText, fc.constant('p'.repeat(2000))), ok: plausibleText } }).map(
    (body) => ({ label: 'login', who: 'visitor', method: 'POST' as const, path: '/api/auth/login', body }),
  ),
  hostileObject(signupFields).map((body) => ({ label: 'subscribe', who: 'visitor', method: 'POST' as const, path: '/api/newsletter/subscribe', body })),
  fc
    .record({ who, query: hostileObject({ ...queryPage, search: { bad: badQueryText, ok: plausibleText } }) })
    .map(({ who, query }) => ({ label: 'GET /api/admin/subscribers', who, method: 'GET' as const, path: '/api/admin/subscribers', query })),
  // The export has no paging: only its search can be wrong.
  fc.record({ who, query: hostileObject({ search: { bad: badQueryText, ok: plausibleText } }) }).map(({ who, query }) => ({
    label: 'GET /api/admin/subscribers.csv',
    who,
    method: 'GET' as const,
    path: '/api/admin/subscribers.csv',
    query,
  })),
  fc
    .record({ who, id: badSegment })
    .map(({ who, id }) => ({ label: 'DELETE subscriber', who, method: 'DELETE' as const, path: `/api/admin/subscribers/${id}` })),
  hostileObject({ prompt: { bad: badQuestion, ok: plausibleText } }).map((body) => ({
    label: 'chat',
    who: 'visitor',
    method: 'POST' as const,
    path: '/api/chat',
    body,
  })),
  fc
    .record({ who, query: hostileObject(queryPage) })
    .map(({ who, query }) => ({ label: 'episodes', who, method: 'GET' as const, path: '/api/episodes', query })),
  fc
    .record({
      who,
      query: hostileObject({
        ...queryPage,
        sort: { bad: fc.oneof(nulText, fc.constantFrom('NEWEST', 'oldest', 'popular ')), ok: fc.constantFrom('newest', 'popular') },
      }),
    })
    .map(({ who, query }) => ({ label: 'prompts', who, method: 'GET' as const, path: '/api/prompts', query })),
  fc
    .record({ who, query: hostileObject({ ...queryPage, q: { bad: badQueryText, ok: plausibleText } }) })
    .map(({ who, query }) => ({ label: 'search', who, method: 'GET' as const, path: '/api/search', query })),
  fc
    .record({
      who,
      query: hostileObject({
        ...queryPage,
        filter: { bad: badQueryText, ok: plausibleText },
        published: { bad: fc.oneof(nulText, fc.constantFrom('yes', 'TRUE', '1')), ok: fc.constantFrom('true', 'false') },
      }),
    })
    .map(({ who, query }) => ({ label: 'admin prompts', who, method: 'GET' as const, path: '/api/admin/prompts', query })),
  ...['/api/episodes/', '/api/prompts/', '/api/prompts/by-slug/', '/api/admin/prompts/'].map((prefix) =>
    fc.record({ who, id: badSegment }).map(({ who, id }) => ({ label: `GET ${prefix}:id`, who, method: 'GET' as const, path: `${prefix}${id}` })),
  ),
  fc.record({ who, id: badSegment }).map(({ who, id }) => ({ label: 'GET slug of', who, method: 'GET' as const, path: `/api/prompts/${id}/slug` })),
  ...['/api/admin/episodes/', '/api/admin/prompts/'].map((prefix) =>
    fc.record({ who, id: badSegment }).map(({ who, id }) => ({ label: `DELETE ${prefix}:id`, who, method: 'DELETE' as const, path: `${prefix}${id}` })),
  ),
  fc
    .record({ who, body: hostileObject(episodeFields) })
    .map(({ who, body }) => ({ label: 'create episode', who, method: 'POST' as const, path: '/api/admin/episodes', body })),
  fc
    .record({ who, id: fc.oneof(fc.constant('EPISODE'), badSegment), body: hostileObject(episodeFields) })
    .map(({ who, id, body }) => ({ label: 'update episode', who, method: 'PATCH' as const, path: `/api/admin/episodes/${id}`, body })),
  fc
    .record({ who, id: fc.oneof(fc.constant('PROMPT'), badSegment), body: hostileObject(promptPatchFields) })
    .map(({ who, id, body }) => ({ label: 'update prompt', who, method: 'PATCH' as const, path: `/api/admin/prompts/${id}`, body })),
  // Routes without input: junk in the query string; the destructive ones as a visitor only.
  ...(
    [
      ['GET', '/api/auth/session', who],
      ['GET', '/api/rate-limit', who],
      ['GET', '/api/admin/stats', who],
      ['POST', '/api/auth/logout', visitorOrUser],
      ['DELETE', '/api/admin/prompts', visitorOrUser],
      ['POST', '/api/admin/reset-rate-limits', visitorOrUser],
      ['POST', '/api/admin/reindex', visitorOrUser],
    ] as const
  ).map(([method, path, viewer]) =>
    fc.record({ who: viewer, junk: fc.oneof(nulText, badSegment) }).map(({ who, junk }) => ({
      label: `${method} ${path}`,
      who,
      method,
      path: `${path}?x=${junk.includes('\u0000') ? '%00' : junk}`,
      mayAnswer: true,
    })),
  ),
  // Bodies that are not what their headers say.
  fc
    .record({
      path: fc.constantFrom('/api/auth/login', '/api/chat', '/graphql'),
      kind: fc.constantFrom('gzip', 'deflate', 'invalid-json', 'deep-json', 'charset'),
      text: short,
    })
    .map(({ path, kind, text }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      let body = JSON.stringify({ prompt: text });
      if (kind === 'gzip' || kind === 'deflate') headers['content-encoding'] = kind;
      if (kind === 'invalid-json') body = `{"prompt": ${JSON.stringify(text)}`;
      if (kind === 'deep-json') body = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      if (kind === 'charset') headers['content-type'] = 'application/json; charset=klingon';
      return { label: `raw ${kind} ${path}`, who: 'visitor', method: 'POST' as const, path, raw: { body, headers } };
    }),
];

interface Op {
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
  who: fc.Arbitrary<Who>;
  mayAnswer?: boolean;
}

/** Variables holding at least one hostile value, for operations that take input. */
const vars = (fields: Parameters<typeof hostileObject>[0]) => hostileObject(fields);
const badUuid = fc.oneof(badText, badSegment, fc.constant('00000000-0000-0000-0000-00000000000g'));
const episodeInput = hostileObject(episodeFields);
const promptInput = hostileObject({
  ...promptPatchFields,
  quotes: { bad: promptPatchFields.quotes.bad, ok: fc.array(quote, { maxLength: 2 }) },
});

const operations: Op[] = [
  {
    document: 'query ($limit: Int, $offset: Int, $orderBy: PromptOrder) { prompts(limit: $limit, offset: $offset, orderBy: $orderBy) { id } }',
    variables: vars({ ...page, orderBy: { bad: fc.oneof(badText, short), ok: fc.constantFrom('NEWEST', 'POPULAR') } }),
    who,
  },
  { document: 'query ($id: UUID!) { prompt(id: $id) { id } }', variables: vars({ id: { bad: badUuid, ok: badUuid } }), who },
  // Lookups answer null for what cannot exist (a negative number, a megabyte slug): refused or null.
  { document: 'query ($slug: String!) { promptBySlug(slug: $slug) { id } }', variables: vars({ slug: { bad: badText, ok: badText } }), who, mayAnswer: true },
  {
    document: 'query ($query: String!, $limit: Int, $offset: Int) { searchPrompts(query: $query, limit: $limit, offset: $offset) { id } }',
    variables: vars({ ...page, query: { bad: badQuestion, ok: plausibleText } }),
    who,
  },
  { document: 'query ($limit: Int, $offset: Int) { episodes(limit: $limit, offset: $offset) { id } }', variables: vars(page), who },
  { document: 'query ($id: UUID!) { episode(id: $id) { id } }', variables: vars({ id: { bad: badUuid, ok: badUuid } }), who },
  {
    document: 'query ($number: Int!) { episodeByNumber(number: $number) { id } }',
    variables: vars({ number: { bad: fc.oneof(hugeInt, fraction, badText), ok: fc.oneof(hugeInt, fraction) } }),
    who,
    mayAnswer: true,
  },
  {
    document:
      'query ($filter: String, $published: Boolean, $limit: Int, $offset: Int) { adminPrompts(filter: $filter, published: $published, limit: $limit, offset: $offset) { id } }',
    variables: vars({ ...page, filter: { bad: badQuestion, ok: plausibleText }, published: { bad: badBoolean, ok: fc.boolean() } }),
    who,
  },
  {
    document: 'query ($search: String, $limit: Int, $offset: Int) { adminSubscribers(search: $search, limit: $limit, offset: $offset) { total } }',
    variables: vars({ ...page, search: { bad: badQuestion, ok: plausibleText } }),
    who,
  },
  {
    document: 'mutation ($input: SubscribeInput!) { subscribeToNewsletter(input: $input) { message } }',
    variables: hostileObject(signupFields).map((input) => ({ input })),
    who,
  },
  { document: 'mutation ($id: UUID!) { deleteSubscriber(id: $id) { id } }', variables: vars({ id: { bad: badUuid, ok: badUuid } }), who },
  { document: 'query ($id: UUID!) { adminPrompt(id: $id) { id } }', variables: vars({ id: { bad: badUuid, ok: badUuid } }), who },
  {
    document: 'query ($days: Int) { adminStats { requestsToday requestsPerDay(days: $days) { date } } }',
    variables: vars({ days: { bad: badPositive, ok: badPositive } }),
    who,
  },
  // Operations without input: junk variables they do not declare (ignored), so they may answer.
  {
    document: 'query { session { authenticated } site { podcastName } rateLimit { remaining } }',
    variables: vars({ x: { bad: badText, ok: badText } }),
    who,
    mayAnswer: true,
  },
  {
    document: 'mutation ($input: LoginInput!) { login(input: $input) { id } }',
    variables: hostileObject({
      username: { bad: badName, ok: plausibleText },
      password: { bad: fc.oneof(badText, fc.constant('p'.repeat(2000))), ok: plausibleText },
    }).map((input) => ({ input })),
    who: visitorOrUser,
  },
  {
    document: 'mutation ($input: AskInput!) { ask(input: $input) { slug } }',
    variables: hostileObject({ prompt: { bad: badQuestion, ok: badQuestion } }).map((input) => ({ input })),
    who: visitorOrUser,
  },
  { document: 'mutation ($id: UUID!) { recordPromptView(id: $id) { id } }', variables: vars({ id: { bad: badUuid, ok: badUuid } }), who },
  {
    document: 'mutation ($id: UUID!, $input: UpdatePromptInput!) { updatePrompt(id: $id, input: $input) { id } }',
    variables: fc.tuple(fc.constant('PROMPT'), promptInput).map(([id, input]) => ({ id, input })),
    who,
  },
  { document: 'mutation ($id: UUID!) { deletePrompt(id: $id) { id } }', variables: vars({ id: { bad: badUuid, ok: badUuid } }), who },
  {
    document: 'mutation ($input: CreateEpisodeInput!) { createEpisode(input: $input) { episode { id } } }',
    variables: episodeInput.map((input) => ({ input })),
    who,
  },
  {
    document: 'mutation ($id: UUID!, $input: UpdateEpisodeInput!) { updateEpisode(id: $id, input: $input) { episode { id } } }',
    variables: fc.tuple(fc.constant('EPISODE'), episodeInput).map(([id, input]) => ({ id, input })),
    who,
  },
  { document: 'mutation ($id: UUID!) { deleteEpisode(id: $id) { id } }', variables: vars({ id: { bad: badUuid, ok: badUuid } }), who },
  // Input-less destructive operations: as a visitor, with junk variables.
  ...['deleteAllPrompts { count }', 'resetRateLimits { message }', 'reindex { message }'].map((field) => ({
    document: `mutation { ${field} }`,
    variables: vars({ x: { bad: badText, ok: badText } }),
    who: visitorOrUser,
  })),
  { document: 'mutation { logout }', variables: vars({ x: { bad: badText, ok: badText } }), who: visitorOrUser, mayAnswer: true },
];

const graphqlRequests: fc.Arbitrary<Req>[] = [
  ...operations.map((op) =>
    fc.record({ who: op.who, variables: op.variables }).map(({ who, variables }) => ({
      label: op.document.slice(0, 60),
      who,
      method: 'POST' as const,
      path: '/graphql',
      body: { query: op.document, variables },
      mayAnswer: op.mayAnswer,
    })),
  ),
  // Hostile documents: junk, deep nesting, NUL literals, aliases, wrong argument literals.
  fc
    .oneof(
      fc.string({ maxLength: 200 }),
      fc.integer({ min: GRAPHQL_LIMITS.maxDepth + 1, max: 600 }).map((n) => `query { ${'... on Query { '.repeat(n)}__typename${' }'.repeat(n)} }`),
      fc
        .integer({ min: GRAPHQL_LIMITS.maxAliases + 1, max: 400 })
        .map((n) => `query { ${Array.from({ length: n }, (_, i) => `a${i}: episodes(limit: 1000) { transcriptText }`).join(' ')} }`),
      short.map((s) => `query { searchPrompts(query: ${JSON.stringify(`${s}\u0000`)}) { id } }`),
      fc.constantFrom(
        'query { episodes(limit: 2147483648) { id } }',
        'query { episodes(limit: 1.5) { id } }',
        'query { prompt(id: "%ZZ") { id } }',
        'query { prompts(limit: 1000) { response { sources { quotes { text } } } } episodes(limit: 1000) { transcriptText } }',
        'mutation { deleteAllPrompt { count } }',
      ),
    )
    .chain((query) => fc.record({ who, body: fc.constant({ query }) }))
    .map(({ who, body }) => ({ label: `document ${body.query.slice(0, 40)}`, who, method: 'POST' as const, path: '/graphql', body })),
  // Bodies that are not GraphQL requests.
  fc
    .oneof(
      fc.constant<unknown>([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
      object,
      fc.record({ query: fc.oneof(fc.integer(), object, nulText) }),
      fc.record({
        query: fc.constant('{ __typename }'),
        variables: fc.oneof(
          short,
          fc.integer(),
          deep.map((v) => [v]),
        ),
      }),
    )
    .map((body) => ({ label: 'not a GraphQL request', who: 'visitor', method: 'POST' as const, path: '/graphql', body })),
];

function send(req: Req) {
  const path = req.path.replace('EPISODE', episodeId).replace('PROMPT', promptId);
  const body = JSON.parse(JSON.stringify(req.body ?? null, (_k, v: unknown) => (v === 'EPISODE' ? episodeId : v === 'PROMPT' ? promptId : v))) as unknown;
  const method = ({ GET: 'get', POST: 'post', PATCH: 'patch', DELETE: 'delete' } as const)[req.method];
  let r = request(t.app)[method](path).set('x-forwarded-for', '192.0.2.77');
  if (req.who === 'admin') r = r.set('cookie', cookies.admin);
  if (req.path === '/graphql') r = r.set('apollo-require-preflight', 'true');
  if (req.query) r = r.query(req.query as Record<string, string>);
  if (req.raw) {
    for (const [k, v] of Object.entries(req.raw.headers)) r = r.set(k, v);
    return r.send(req.raw.body);
  }
  return req.body === undefined ? r : r.send(body as object);
}

describe('hostile input over every REST route and GraphQL operation', () => {
  it('is refused with a 4xx, never a fault, and changes nothing in the database', async () => {
    const labels = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...rest, ...graphqlRequests), async (req) => {
        labels.add(req.label);
        const before: DatabaseSnapshot = await snapshotDatabase(t.databaseUrl);
        const res = await send(req);
        const context = `${req.label} (${req.who}) → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        expect(res.status, context).toBeLessThan(500);
        const errors = (res.body as { errors?: { extensions?: { code?: string } }[] } | undefined)?.errors;
        if (req.path === '/graphql' && Array.isArray(errors))
          expect(
            errors.map((e) => e.extensions?.code),
            context,
          ).not.toContain('INTERNAL_SERVER_ERROR');
        // Refused: a 4xx, or (GraphQL errors found while resolving) errors with a client code.
        if (!req.mayAnswer) expect(res.status >= 400 || (Array.isArray(errors) && errors.length > 0), context).toBe(true);
        const after = await snapshotDatabase(t.databaseUrl);
        const changed = Object.keys({ ...before, ...after }).filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
        expect(changed, context).toEqual([]);
      }),
      { numRuns: 300, interruptAfterTimeLimit: 50_000 },
    );
    // Every route and operation was tried at least once.
    expect(labels.size).toBeGreaterThan(40);
  }, 120_000);
});
