/**
 * Retrieval evaluation on a corpus, against an embedded PostgreSQL started in a
 * temporary folder under .data/ (removed afterwards).
 *
 *   npx tsx bench/retrieval-eval.ts [--corpus ../shared/corpus] [--questions file]... [--scale 10] [--ablation]
 *
 * Prints hit@1/3/5 by question type, gold episodes reached by cross-episode questions,
 * declining (isSupported), searchPassages latency, and reindex / index-one-episode times.
 * --scale N loads the corpus N times over (new episode numbers) to see how costs grow.
 * --ablation also runs the ranking with components switched off and parameters moved.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database.js';
import { createLogger } from '../server/logger.js';
import { isSupported } from '../server/modules/search/index.js';
import { DEFAULT_LSA } from '../server/modules/search/lsa.js';
import { DEFAULT_POSTGRES_SEARCH, PostgresSearchEngine, type PostgresSearchOptions } from '../server/modules/search/postgres.adapter.js';
import { DEFAULT_RANKING } from '../server/modules/search/search-index.js';
import { saveCorpus } from './corpus-loader.js';
import { figuresByType, formatFigures, formatSummary, summarize, UNANSWERABLE, type EvalQuestion, type QuestionOutcome } from './retrieval-metrics.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: path.resolve('../shared/corpus') },
    questions: { type: 'string', multiple: true },
    scale: { type: 'string', default: '1' },
    ablation: { type: 'boolean', default: false },
    limit: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const corpusDir = path.resolve(values.corpus);
const questionFiles = values.questions ?? [path.join(corpusDir, 'eval-dev.json')];
const scale = Number(values.scale);
const limit = Number(values.limit);
const rounds = Number(values.rounds);
const questionSets = questionFiles.map((file) => ({ file, questions: JSON.parse(fs.readFileSync(file, 'utf8')) as EvalQuestion[] }));

/** CPU time this process spent per search in the last `evaluate` (excludes PostgreSQL's own work). */
let cpuPerSearch = 0;

async function evaluate(engine: PostgresSearchEngine, questions: readonly EvalQuestion[]): Promise<QuestionOutcome[]> {
  const outcomes: QuestionOutcome[] = [];
  const cpu = process.cpuUsage();
  for (let round = 0; round < rounds; round++) {
    for (const [i, question] of questions.entries()) {
      const started = performance.now();
      const result = await engine.searchPassages(question.question, limit);
      const ms = performance.now() - started;
      if (round === 0) {
        const hits = result.hits.map((h) => ({ episode: h.episodeNumber, timestamp: h.timestamp }));
        outcomes.push({ question, hits, coverage: result.coverage, supported: isSupported(result), ms: [ms] });
      } else {
        outcomes[i]!.ms.push(ms);
      }
    }
  }
  const used = process.cpuUsage(cpu);
  cpuPerSearch = (used.user + used.system) / 1000 / (questions.length * rounds);
  return outcomes;
}

/** Declines and false declines at other thresholds: how much the rule hinges on its value. */
function thresholdTable(outcomes: readonly QuestionOutcome[]): string {
  const unanswerable = outcomes.filter((o) => o.question.type === UNANSWERABLE);
  const answerable = outcomes.filter((o) => o.question.type !== UNANSWERABLE);
  return [0.36, 0.4, 0.44, 0.48, 0.52]
    .map(
      (t) =>
        `  coverage < ${t.toFixed(2)}: declines ${unanswerable.filter((o) => o.coverage < t).length}/${unanswerable.length}, false ${answerable.filter((o) => o.coverage < t).length}/${answerable.length}`,
    )
    .join('\n');
}

async function report(label: string, engine: PostgresSearchEngine, detailed: boolean): Promise<void> {
  for (const set of questionSets) {
    const outcomes = await evaluate(engine, set.questions);
    if (scale > 1) {
      const { p50, p95 } = summarize(outcomes);
      console.log(
        `${label}: searchPassages p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${outcomes.length} questions × ${rounds}; CPU ${cpuPerSearch.toFixed(1)} ms per search`,
      );
      console.log('  (hit and decline figures are left out: on a corpus of copies every answer has equal twins)');
    } else if (detailed) {
      console.log(`\n## ${label}: ${path.basename(set.file)}\n${formatFigures(figuresByType(outcomes))}`);
      console.log(`${formatSummary(summarize(outcomes))}; CPU ${cpuPerSearch.toFixed(1)} ms per search`);
      console.log(thresholdTable(outcomes));
      const misses = outcomes.filter(
        (o) => o.question.type !== UNANSWERABLE && !o.hits.slice(0, 3).some((h) => o.question.gold.some((g) => g.episode === h.episode)),
      );
      if (misses.length > 0) console.log(`  misses at 3: ${misses.map((o) => o.question.id).join(' ')}`);
    } else {
      console.log(`${label.padEnd(34)} ${path.basename(set.file).padEnd(34)} ${formatSummary(summarize(outcomes))}`);
    }
  }
}

const engineWith = (orm: Awaited<ReturnType<typeof openDatabase>>['orm'], options: Partial<PostgresSearchOptions>) =>
  new PostgresSearchEngine(orm.em, log, { ...DEFAULT_POSTGRES_SEARCH, ...options });

const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`,
);
const dataDir = path.resolve('.data', `retrieval-eval-${process.pid}`);
const db = await openDatabase({ databaseUrl: undefined, dataDir }, log);
try {
  let started = Date.now();
  const episodes = await saveCorpus(db.orm, corpusDir, scale);
  console.log(`loaded ${episodes.length} episodes (${scale}× ${path.basename(corpusDir)}) in ${Date.now() - started} ms`);
  const engine = engineWith(db.orm, {});
  started = Date.now();
  const counts = await engine.reindexAll();
  console.log(`reindexAll: ${counts.episodes} episodes, ${counts.passages} passages in ${Date.now() - started} ms`);
  started = Date.now();
  await engine.searchPassages('warm up', limit);
  console.log(`first search (loads the index into the process): ${Date.now() - started} ms`);
  const first = episodes[0]!;
  started = Date.now();
  await engine.indexEpisode({ id: first.id, number: first.number, title: first.title, guest: first.guest, transcriptText: first.transcriptText });
  const indexOne = Date.now() - started;
  started = Date.now();
  await engine.searchPassages('warm up', limit);
  console.log(`indexEpisode (one episode edited): ${indexOne} ms; next search reloads it: ${Date.now() - started} ms`);

  await report('default', engine, true);

  if (values.ablation) {
    console.log('\n## Ablation (each line adds one component; then parameters moved one at a time)');
    const off = { ...DEFAULT_RANKING, secondaryVoiceWeight: 1, lsaEpisodeWeight: 0, lsaPassageWeight: 0, diversify: false, semanticCoverage: false };
    const variants: [string, Partial<typeof DEFAULT_RANKING>][] = [
      ['BM25 passages', off],
      ['+ secondary voices x0.5', { ...off, secondaryVoiceWeight: 0.5 }],
      ['+ episode ranking, spread hits', { ...off, secondaryVoiceWeight: 0.5, diversify: true }],
      ['+ LSA episode ranking (RRF)', { ...off, secondaryVoiceWeight: 0.5, diversify: true, lsaEpisodeWeight: 1 }],
      ['+ LSA passage context', { ...off, secondaryVoiceWeight: 0.5, diversify: true, lsaEpisodeWeight: 1, lsaPassageWeight: 0.5 }],
      ['+ semantic coverage (= default)', {}],
      ['fusion k 2', { episodeFusionK: 2 }],
      ['fusion k 20', { episodeFusionK: 20 }],
      ['LSA episode weight 0.6', { lsaEpisodeWeight: 0.6 }],
      ['LSA episode weight 1.5', { lsaEpisodeWeight: 1.5 }],
      ['secondary voices x0.25', { secondaryVoiceWeight: 0.25 }],
      ['secondary voices x0.75', { secondaryVoiceWeight: 0.75 }],
      ['coverage radius 1', { coverageRadius: 1 }],
    ];
    for (const [label, ranking] of variants) await report(label, engineWith(db.orm, { ranking: { ...DEFAULT_RANKING, ...ranking } }), false);
    for (const dims of [60, 150]) {
      const variant = engineWith(db.orm, { lsa: { ...DEFAULT_LSA, dims } });
      await variant.reindexAll();
      await report(`LSA ${dims} dimensions`, variant, false);
    }
    await engine.reindexAll();
  }
} finally {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
