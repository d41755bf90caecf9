/**
 * npm run bench -- [--corpus ../shared/archive] [--questions FILE[:odd|:even]]... [--half odd|even|all] [--port N] [--concurrency N] [--json]
 *
 * The whole product at archive scale, as its clients use it: starts the real server
 * (`server/index.ts`, embedded PostgreSQL, in a fresh data folder under .data/, question
 * limits raised by environment), signs in as an administrator, creates every episode of
 * the corpus through `POST /api/admin/episodes` (timed), rebuilds the search index through
 * `POST /api/admin/reindex` (timed), then asks the questions (default: the development
 * questions, eval-dev.json and eval-dev2.json of ../shared/corpus) through `POST /api/chat`
 * as a visitor, after one unmeasured question, and prints answer p50/p95 and the memory of
 * the server process and of its PostgreSQL. The data folder is deleted afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isNoInformationAnswer } from '../common/answer.js';
import { readCorpusList } from '../scripts/corpus-import.js';
import { freePort } from '../server/db/embedded-postgres.js';
import { memoryOf, postgresMemory, type Memory } from './processes.js';
import { describeSources, loadSampleQuestions, questionSources } from './questions.js';
import { percentile } from './eval-metrics.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/archive' },
    questions: { type: 'string', multiple: true },
    half: { type: 'string', default: 'all' },
    port: { type: 'string' },
    concurrency: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});

/** Targets of issue 8 at 288 episodes on the embedded default. */
const TARGETS = { importSeconds: 60, reindexSeconds: 30, p50: 100, p95: 300 };

const out = (line: string) => (values.json ? process.stderr : process.stdout).write(`${line}\n`);

interface Server {
  child: ChildProcess;
  base: string;
  dataDir: string;
  logTail(): string;
}

async function startServer(port: number, admin: { username: string; password: string }): Promise<Server> {
  await fs.mkdir(path.join(ROOT, '.data'), { recursive: true, mode: 0o755 });
  const dataDir = path.join(ROOT, '.data', `bench-${process.pid}-${Date.now()}`);
  // Reachable by the postgres user the embedded server runs as when we are root.
  await fs.mkdir(dataDir, { mode: 0o755 });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // As `npm start` runs it; production would mark the session cookie Secure, which plain http cannot carry.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      SERVE_CLIENT: 'false',
      RATE_LIMIT_PER_IP_DAILY: '1000000000',
      RATE_LIMIT_GLOBAL_DAILY: '1000000000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const collect = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${tail}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer /healthz within 120 s:\n${tail}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, dataDir, logTail: () => tail };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null) {
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    server.child.kill('SIGTERM');
    await exited;
  }
  await fs.rm(server.dataDir, { recursive: true, force: true });
}

async function call(base: string, method: string, route: string, body: unknown, cookie?: string): Promise<{ status: number; json: unknown; cookie?: string }> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return { status: res.status, json: await res.json().catch(() => null), cookie: setCookie.length > 0 ? setCookie.join('; ') : undefined };
}

const message = (json: unknown) => (typeof json === 'object' && json !== null && 'message' in json ? String(json.message) : JSON.stringify(json));

async function main(): Promise<void> {
  const corpus = path.resolve(values.corpus);
  const sources = questionSources(
    values.questions,
    ['eval-dev.json', 'eval-dev2.json'].map((f) => path.join(ROOT, '..', 'shared', 'corpus', f)),
    values.half,
  );
  const questions = loadSampleQuestions(sources).map((q) => q.question);
  const episodes = await readCorpusList(corpus);
  const concurrency = Math.max(1, Number(values.concurrency) || 1);
  const admin = { username: 'bench-admin', password: randomBytes(18).toString('base64url') };
  const port = values.port ? Number(values.port) : await freePort();

  out(`Corpus ${corpus}: ${episodes.length} episodes; ${questions.length} questions from ${describeSources(sources)}.`);
  const started = performance.now();
  const server = await startServer(port, admin);
  const startSeconds = (performance.now() - started) / 1000;
  try {
    const login = await call(server.base, 'POST', '/api/auth/login', admin);
    if (login.status !== 200 || !login.cookie) throw new Error(`Signing in failed (${login.status}): ${message(login.json)}`);
    const cookie = login.cookie;

    // Import: every episode through the admin API, `concurrency` requests at a time.
    const failures: { number: number; status: number; message: string }[] = [];
    let next = 0;
    const importStarted = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < episodes.length) {
          const entry = episodes[next++]!;
          const transcriptText = await fs.readFile(path.join(corpus, entry.file), 'utf8');
          const { file: _file, ...fields } = entry;
          const res = await call(server.base, 'POST', '/api/admin/episodes', { ...fields, transcriptText }, cookie);
          if (res.status !== 201) failures.push({ number: entry.number, status: res.status, message: message(res.json) });
        }
      }),
    );
    const importSeconds = (performance.now() - importStarted) / 1000;
    const afterImport = memoryOf(server.child.pid!);

    const reindexStarted = performance.now();
    const reindex = await call(server.base, 'POST', '/api/admin/reindex', undefined, cookie);
    const reindexSeconds = (performance.now() - reindexStarted) / 1000;
    if (reindex.status !== 200) throw new Error(`Reindex failed (${reindex.status}): ${message(reindex.json)}`);
    const counts = reindex.json as { episodes: number; passages: number };

    // Answers, as a visitor: no cookie. One unmeasured question first.
    const ask = (prompt: string) => call(server.base, 'POST', '/api/chat', { prompt });
    await ask('What do the guests say about hiring a first marketer?');
    const latencies: number[] = [];
    let declined = 0;
    for (const question of questions) {
      const t0 = performance.now();
      const res = await ask(question);
      latencies.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`POST /api/chat failed (${res.status}) for "${question}": ${message(res.json)}`);
      if (isNoInformationAnswer((res.json as { answer: string }).answer)) declined++;
    }
    const afterAnswers = memoryOf(server.child.pid!);
    const postgres = postgresMemory(server.dataDir);

    const report = {
      corpus,
      episodes: episodes.length,
      serverStartSeconds: startSeconds,
      import: { seconds: importSeconds, created: episodes.length - failures.length, failures, concurrency },
      reindex: { seconds: reindexSeconds, episodes: counts.episodes, passages: counts.passages },
      answers: { questions: questions.length, declined, p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
      memory: { serverAfterImport: afterImport, server: afterAnswers, postgres },
      targets: TARGETS,
    };
    if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    printReport(report);
  } catch (error) {
    out(`Server log (last lines):\n${server.logTail()}`);
    throw error;
  } finally {
    await stopServer(server);
  }
}

const mb = (bytes: number | null) => (bytes === null ? '-' : `${Math.round(bytes / 1024 / 1024)} MB`);
const verdict = (ok: boolean, target: string) => `${ok ? 'meets' : 'misses'} ${target}`;

function printReport(r: {
  episodes: number;
  serverStartSeconds: number;
  import: { seconds: number; created: number; failures: { number: number; status: number; message: string }[]; concurrency: number };
  reindex: { seconds: number; episodes: number; passages: number };
  answers: { questions: number; declined: number; p50: number | null; p95: number | null };
  memory: { serverAfterImport: Memory; server: Memory; postgres: { pss: number | null; rss: number | null; processes: number } };
}): void {
  const p50 = r.answers.p50 ?? Number.NaN;
  const p95 = r.answers.p95 ?? Number.NaN;
  const rows: [string, string, string][] = [
    ['server start (empty database)', `${r.serverStartSeconds.toFixed(1)} s`, ''],
    [
      `import ${r.episodes} episodes (POST /api/admin/episodes${r.import.concurrency > 1 ? `, ${r.import.concurrency} at a time` : ''})`,
      `${r.import.seconds.toFixed(1)} s, ${r.import.created} created, ${r.import.failures.length} failed`,
      verdict(r.import.seconds <= TARGETS.importSeconds, `≤ ${TARGETS.importSeconds} s`),
    ],
    [
      'reindex (POST /api/admin/reindex)',
      `${r.reindex.seconds.toFixed(1)} s, ${r.reindex.episodes} episodes, ${r.reindex.passages} passages`,
      verdict(r.reindex.seconds <= TARGETS.reindexSeconds, `≤ ${TARGETS.reindexSeconds} s`),
    ],
    [
      `answers (POST /api/chat, ${r.answers.questions} questions, ${r.answers.declined} declined)`,
      `p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms`,
      `${verdict(p50 <= TARGETS.p50, `p50 ≤ ${TARGETS.p50}`)}, ${verdict(p95 <= TARGETS.p95, `p95 ≤ ${TARGETS.p95} ms`)}`,
    ],
    ['server memory after import', `RSS ${mb(r.memory.serverAfterImport.rss)}`, ''],
    ['server memory after answers', `RSS ${mb(r.memory.server.rss)} (peak ${mb(r.memory.server.peak)})`, ''],
    [
      'PostgreSQL memory after answers',
      `PSS ${mb(r.memory.postgres.pss)} (RSS sum ${mb(r.memory.postgres.rss)}) over ${r.memory.postgres.processes} processes`,
      '',
    ],
  ];
  const w0 = Math.max(...rows.map((x) => x[0].length));
  const w1 = Math.max(...rows.map((x) => x[1].length));
  out('');
  for (const [a, b, c] of rows) out(`${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`.trimEnd());
  for (const f of r.import.failures) out(`  episode ${f.number} not imported (${f.status}): ${f.message}`);
  out('\nPSS counts shared memory (shared buffers) once across the PostgreSQL processes; the RSS sum counts it in each.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
