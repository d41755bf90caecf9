/**
 * npm run bench [-- --corpus <folder> --questions <file.json> --scales 1,10]
 * For the corpus as it is and for a copy ten times larger (the same episodes repeated
 * under new numbers), in a fresh database each: time to import, time to rebuild the
 * search index (reindexAll), and answer latency p50/p95 over the questions (one
 * unmeasured warm-up question first). Prints one line per size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { importCorpus } from '../scripts/corpus-import.js';
import { createBenchEnvironment, option, percentile } from './environment.js';

/** Copies of the corpus are numbered from k × this. */
const COPY_NUMBER_STEP = 1000;

function readQuestions(corpus: string): string[] {
  const file = path.resolve(option('questions', path.join(corpus, 'eval-dev.json'))!);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { question: string }[]).map((q) => q.question);
}

async function measure(corpus: string, scale: number, questions: string[]) {
  const env = await createBenchEnvironment(`bench-${scale}x`);
  try {
    const importStarted = performance.now();
    for (let copy = 0; copy < scale; copy++) await importCorpus(env.services, env.orm.em, corpus, env.log, { numberOffset: copy * COPY_NUMBER_STEP });
    const importMs = performance.now() - importStarted;

    const reindexStarted = performance.now();
    const counts = await env.services.search.reindexAll();
    const reindexMs = performance.now() - reindexStarted;

    const askAs = (prompt: string, i: number) =>
      RequestContext.create(env.orm.em, () => env.services.answers.ask({ user: null, ip: `192.0.2.${i % 250}` }, { prompt }));
    await askAs('What do the guests say about hiring a first marketer?', 0);
    const latencies: number[] = [];
    for (const [i, question] of questions.entries()) {
      const started = performance.now();
      await askAs(question, i + 1);
      latencies.push(performance.now() - started);
    }
    return { scale, ...counts, importMs, reindexMs, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), questions: latencies.length };
  } finally {
    await env.close();
  }
}

async function main(): Promise<void> {
  const corpus = path.resolve(option('corpus', '../shared/corpus')!);
  const scales = (option('scales', '1,10') ?? '1,10').split(',').map(Number);
  const questions = readQuestions(corpus);
  console.log(`Corpus ${corpus}; ${questions.length} questions per size.\n`);
  console.log('size  episodes  passages  import s  reindex ms  answer p50 ms  answer p95 ms');
  for (const scale of scales) {
    const r = await measure(corpus, scale, questions);
    console.log(
      [
        `${r.scale}x`.padEnd(4),
        String(r.episodes).padStart(8),
        String(r.passages).padStart(9),
        (r.importMs / 1000).toFixed(1).padStart(8),
        String(Math.round(r.reindexMs)).padStart(10),
        String(Math.round(r.p50)).padStart(13),
        String(Math.round(r.p95)).padStart(13),
      ].join('  '),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
