/**
 * npm run bench:search [-- --prompts 100000 --rounds 5]
 * Saved-answer search at scale: a fresh embedded PostgreSQL, 100,000 published saved
 * prompts with answers (text generated here from our own vocabulary, seeded, so every run
 * sees the same data), then GET /api/search over HTTP for a fixed set of queries, typing
 * mistakes included. Prints each query's hits and median, then p50/p95 over all requests
 * (one unmeasured warm-up round first). Target: p95 <= 20 ms.
 */
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RequestContext } from '@mikro-orm/core';
import { createApp } from '../server/app.js';
import { openDatabase } from '../server/db/database.js';
import { createServices } from '../server/services.js';
import { benchConfig, benchLogger } from './corpus-database.js';
import { percentile } from './eval-metrics.js';

/** The queries, with the question text a relevant hit must contain (misspellings included). */
const QUERIES: { q: string; expect?: string }[] = [
  { q: 'pricing', expect: 'pricing' },
  { q: 'pricng', expect: 'pricing' },
  { q: 'onboarding new users', expect: 'onboarding' },
  { q: 'onbaording', expect: 'onboarding' },
  { q: 'retention', expect: 'retention' },
  { q: 'retension strategy', expect: 'retention' },
  { q: 'how do founders hire a first marketer', expect: 'marketer' },
  { q: 'product-led growth', expect: 'product-led' },
  { q: 'fundrasing', expect: 'fundraising' },
  { q: 'community building', expect: 'community' },
  { q: 'comunity', expect: 'community' },
  { q: 'enterprise sales cycle', expect: 'enterprise' },
  { q: 'referal program', expect: 'referral' },
  { q: 'north star metric', expect: 'north star' },
  { q: 'churn', expect: 'churn' },
  { q: 'positoning', expect: 'positioning' },
  { q: 'what is a good freemium conversion rate', expect: 'freemium' },
  { q: 'marketplace liquidity', expect: 'marketplace' },
  { q: 'zzyzx qwerty', expect: undefined },
  { q: 'seo', expect: 'seo' },
];

/** A company named in few questions, as typed and misspelled (read from the generated data). */
function rareQueries(name: string): { q: string; expect: string }[] {
  const lower = name.toLowerCase();
  return [
    { q: lower, expect: lower },
    { q: `${lower.slice(0, 3)}${lower.slice(4)}`, expect: lower },
    { q: `what did ${lower} learn`, expect: lower },
  ];
}

const TOPICS = [
  'pricing',
  'onboarding',
  'retention',
  'churn',
  'activation',
  'fundraising',
  'positioning',
  'referral programs',
  'community',
  'enterprise sales',
  'product-led growth',
  'SEO',
  'content marketing',
  'paid acquisition',
  'lifecycle email',
  'experimentation',
  'the north star metric',
  'freemium conversion',
  'expansion revenue',
  'customer success',
  'founder-led sales',
  'brand',
  'partnerships',
  'marketplace liquidity',
  'developer relations',
  'growth loops',
  'hiring a first marketer',
  'board meetings',
  'international expansion',
  'usage-based billing',
] as const;

/** Made-up company names (three syllables each): the long tail of rare words real questions have. */
const SYLLABLES = ['ka', 'lo', 've', 'tri', 'zen', 'mo', 'ra', 'bel', 'quo', 'fin', 'dar', 'ix', 'no', 'pal', 'ser', 'tu', 'vy', 'gro', 'lum', 'sta'];

const ROLES = ['founders', 'growth leads', 'early-stage teams', 'product managers', 'B2B startups', 'consumer apps', 'marketplaces', 'solo operators'];
const ASKS = [
  'How do {role} approach {topic}?',
  'What mistakes do {role} make with {topic}?',
  'When should {role} invest in {topic}?',
  'How did the guests think about {topic} at {stage}?',
  'What metrics matter for {topic} and {topic2}?',
  'How do you balance {topic} against {topic2}?',
  'What is the first step in {topic} for {role}?',
  'Which experiments worked for {topic}?',
  'How did {company} approach {topic}?',
  'What did {company} learn about {topic} at {stage}?',
];
const STAGES = ['the seed stage', 'series A', 'scale', 'a turnaround', 'launch', 'ten million in revenue'];
const SENTENCES = [
  'The guests agree that {topic} works best when {role} tie it to a single measurable outcome.',
  'One operator described rebuilding {topic} after {stage}, starting from customer interviews.',
  'Several conversations warn against copying a playbook for {topic} from a company at a different stage.',
  'A recurring theme is that {topic} and {topic2} reinforce each other when the team owns both.',
  'The most cited tactic was a weekly review of {topic} numbers with the whole company.',
  'Teams that moved fastest kept {topic} simple until they understood their best customers.',
  'Guests from {role} stressed writing down hypotheses before changing {topic}.',
  'Budget for {topic} followed evidence from small experiments, never the other way round.',
  'At {company}, the team rebuilt {topic} twice before it stuck.',
  'The {company} story shows how {topic} changes after {stage}.',
];

/** A small seeded generator (mulberry32), so every run inserts the same text. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const company = () => {
    const name = Array.from({ length: 3 }, () => pick(SYLLABLES)).join('');
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  const fill = (template: string) =>
    template
      .replace('{topic2}', pick(TOPICS))
      .replace('{topic}', pick(TOPICS))
      .replace('{topic2}', pick(TOPICS))
      .replace('{role}', pick(ROLES))
      .replace('{stage}', pick(STAGES))
      .replace('{company}', company());
  return {
    question: () => fill(pick(ASKS)),
    answer: (question: string) => {
      const paragraphs = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => fill(pick(SENTENCES))).join(' '));
      return `## Key Takeaways\n\n- ${fill(pick(SENTENCES))}\n\n${question}\n\n${paragraphs.join('\n\n')}`;
    },
  };
}

const BATCH = 2000;

const { values } = parseArgs({ options: { prompts: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '5' } } });

/** Milliseconds, one decimal. */
const ms = (values: number[], p: number) => (percentile(values, p) ?? Number.NaN).toFixed(1);

async function main(): Promise<void> {
  const total = Number(values.prompts);
  const rounds = Number(values.rounds);
  // A fresh embedded PostgreSQL in a throwaway folder under .data/ (reachable by the postgres user when run as root).
  fs.mkdirSync(path.resolve('.data'), { recursive: true, mode: 0o755 });
  const dataDir = fs.mkdtempSync(path.resolve('.data', 'search-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const config = benchConfig(dataDir);
  const log = benchLogger();
  const db = await openDatabase(config, log);
  const services = createServices({ em: db.orm.em, config, log });
  const connection = db.orm.em.getConnection();
  try {
    const generate = generator(20261124);
    /** Companies named in the questions, with how often. */
    const named = new Map<string, number>();
    const insertStarted = performance.now();
    for (let start = 0; start < total; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => {
        const text = generate.question();
        const company = /^(?:How did|What did) ([A-Z][a-z]+) /.exec(text)?.[1];
        if (company) named.set(company, (named.get(company) ?? 0) + 1);
        return { n: start + i, text, answer: generate.answer(text) };
      });
      await connection.execute(
        `with p as (
           insert into prompts (id, text, normalized_text, slug, is_published, view_count, created_at)
           select gen_random_uuid(), r.text, lower(r.text), 'bench-' || r.n, true,
                  floor(500 * power(((r.n::bigint * 2654435761) % 1000003) / 1000003.0, 6))::int, now() - make_interval(mins => r.n)
             from jsonb_to_recordset(?::jsonb) as r(n int, text text, answer text)
           returning id, slug)
         insert into responses (id, prompt_id, full_response, sources)
         select gen_random_uuid(), p.id, r.answer, '{"quotes":[]}'::jsonb
           from p join jsonb_to_recordset(?::jsonb) as r(n int, text text, answer text) on p.slug = 'bench-' || r.n`,
        [JSON.stringify(rows), JSON.stringify(rows)],
      );
    }
    const counts = await services.search.reindexAll();
    await connection.execute('vacuum analyze prompts');
    await connection.execute('vacuum analyze responses');
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    console.log(`${counts.prompts} saved prompts inserted and indexed in ${insertSeconds.toFixed(1)} s (search: ${services.search.name}).\n`);

    const rare = [...named].filter(([, n]) => n >= 2 && n <= 4).sort(([a], [b]) => a.localeCompare(b))[0]![0];
    const queries = [...QUERIES, ...rareQueries(rare)];

    const built = await createApp({ config, orm: db.orm, services, log, sessionSecret: 'bench-secret-bench-secret-bench-secret-00' });
    const server = createServer(built.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const search = async (q: string, limit: number) => {
        const started = performance.now();
        const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}&limit=${limit}`);
        const body = (await res.json()) as { text: string }[];
        if (!res.ok) throw new Error(`GET /api/search?q=${q}: ${res.status}`);
        return { ms: performance.now() - started, texts: body.map((p) => p.text) };
      };
      for (const { q } of queries) await search(q, 10);

      const all: number[] = [];
      console.log('query (limit 10)                           hits  first hit relevant  median ms');
      for (const { q, expect } of queries) {
        const times: number[] = [];
        let texts: string[] = [];
        for (let round = 0; round < rounds; round++) {
          const result = await search(q, 10);
          times.push(result.ms);
          texts = result.texts;
        }
        all.push(...times);
        const relevant = expect === undefined ? texts.length === 0 : texts[0]?.toLowerCase().includes(expect) === true;
        console.log(`${q.padEnd(42)} ${String(texts.length).padStart(4)}  ${(relevant ? 'yes' : 'NO').padStart(18)}  ${ms(times, 50).padStart(9)}`);
      }
      console.log(`\n/api/search?limit=10 (the API default) over ${all.length} requests: p50 ${ms(all, 50)} ms, p95 ${ms(all, 95)} ms (target <= 20 ms)`);
      // The same searches through the service, without HTTP: how much of the time is the search itself.
      const direct: number[] = [];
      for (let round = 0; round < rounds; round++) {
        for (const { q } of queries) {
          const started = performance.now();
          await RequestContext.create(db.orm.em, () => services.prompts.search(q, { limit: 10, offset: 0 }));
          direct.push(performance.now() - started);
        }
      }
      console.log(`PromptsService.search (no HTTP), limit 10, over ${direct.length} calls: p50 ${ms(direct, 50)} ms, p95 ${ms(direct, 95)} ms`);
      // The search page asks for 50 at a time.
      const fifty: number[] = [];
      for (let round = 0; round < rounds; round++) for (const { q } of queries) fifty.push((await search(q, 50)).ms);
      console.log(`/api/search?limit=50 (the search page) over ${fifty.length} requests: p50 ${ms(fifty, 50)} ms, p95 ${ms(fifty, 95)} ms`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.stop();
    }
  } finally {
    await db.close();
    if (db.embedded) fs.rmSync(db.embedded.clusterDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
