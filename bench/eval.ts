/**
 * npm run eval -- --corpus <folder> --questions <file.json>
 * Loads the corpus into a fresh database (through the import code), asks every question
 * through AnswersService with the limits lifted, and prints per question type:
 *   gold   share of answerable questions whose quotes include a gold episode
 *   exact  share of returned quotes found verbatim at the turn their timestamp names
 *          (checked against the corpus files, independently of the app's verifier)
 *   KT     share of answerable questions answered with a Key Takeaways section
 *   decl   share of unanswerable questions declined (answerable ones, for false declines)
 *   p50/p95 answer latency in milliseconds
 * Exits non-zero only when something crashes, not when a target is missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { z } from 'zod';
import { isNoInformationAnswer } from '../common/answer.js';
import type { Quote } from '../common/quote.js';
import { importCorpus, readCorpusList } from '../scripts/corpus-import.js';
import { createBenchEnvironment, option, percentile } from './environment.js';
import { quoteAtTurn, readTurns, type FileTurn } from './transcript-check.js';

const Questions = z.array(
  z.object({
    id: z.string(),
    question: z.string(),
    type: z.string(),
    gold: z.array(z.object({ episode: z.number().int() })),
  }),
);

interface Outcome {
  id: string;
  type: string;
  answerable: boolean;
  goldHit: boolean;
  declined: boolean;
  takeaways: boolean;
  quotes: number;
  exactQuotes: number;
  ms: number;
}

const share = (part: number, whole: number) => (whole === 0 ? '   -' : (part / whole).toFixed(2).padStart(4));

function row(label: string, outcomes: Outcome[]): string {
  const answerable = outcomes.filter((o) => o.answerable);
  const unanswerable = outcomes.filter((o) => !o.answerable);
  const quotes = outcomes.reduce((n, o) => n + o.quotes, 0);
  const exact = outcomes.reduce((n, o) => n + o.exactQuotes, 0);
  const ms = outcomes.map((o) => o.ms);
  return [
    label.padEnd(16),
    String(outcomes.length).padStart(3),
    share(answerable.filter((o) => o.goldHit).length, answerable.length),
    `${share(exact, quotes)} (${exact}/${quotes})`.padEnd(16),
    share(answerable.filter((o) => o.takeaways).length, answerable.length),
    share(unanswerable.filter((o) => o.declined).length, unanswerable.length),
    share(answerable.filter((o) => o.declined).length, answerable.length),
    String(Math.round(percentile(ms, 0.5))).padStart(6),
    String(Math.round(percentile(ms, 0.95))).padStart(6),
  ].join('  ');
}

async function main(): Promise<void> {
  const corpus = path.resolve(option('corpus', '../shared/corpus')!);
  const questionsFile = path.resolve(option('questions', path.join(corpus, 'eval-dev.json'))!);
  const questions = Questions.parse(JSON.parse(fs.readFileSync(questionsFile, 'utf8')));
  const turnsByEpisode = new Map<number, FileTurn[]>();
  for (const e of await readCorpusList(corpus)) turnsByEpisode.set(e.number, readTurns(path.join(corpus, e.file)));

  const env = await createBenchEnvironment('eval');
  try {
    const started = Date.now();
    await importCorpus(env.services, env.orm.em, corpus, env.log);
    console.log(`Loaded ${turnsByEpisode.size} episodes in ${((Date.now() - started) / 1000).toFixed(1)} s; asking ${questions.length} questions.`);
    const outcomes: Outcome[] = [];
    for (const [i, q] of questions.entries()) {
      const t0 = performance.now();
      const result = await RequestContext.create(env.orm.em, () =>
        env.services.answers.ask({ user: null, ip: `198.51.100.${i % 250}` }, { prompt: q.question }),
      );
      const ms = performance.now() - t0;
      const quotes: Quote[] = result.sources.quotes;
      const gold = new Set(q.gold.map((g) => g.episode));
      const exact = quotes.filter((quote) => quoteAtTurn(turnsByEpisode.get(quote.episode) ?? [], quote)).length;
      const outcome: Outcome = {
        id: q.id,
        type: q.type,
        answerable: gold.size > 0,
        goldHit: quotes.some((quote) => gold.has(quote.episode)),
        declined: isNoInformationAnswer(result.answer),
        takeaways: /^#{1,6}\s*Key Takeaways\s*$/im.test(result.answer),
        quotes: quotes.length,
        exactQuotes: exact,
        ms,
      };
      outcomes.push(outcome);
      if (process.env.EVAL_VERBOSE) {
        const cited = [...new Set(quotes.map((quote) => quote.episode))].join(',') || '-';
        console.log(
          `${q.id} ${q.type.padEnd(14)} gold ${[...gold].join(',') || '-'} cited ${cited} ${outcome.declined ? 'DECLINED ' : ''}${Math.round(ms)} ms`,
        );
      }
    }
    console.log(`\n${'type'.padEnd(16)}    n  gold  exact quotes      KT    decl  fdecl     p50    p95`);
    const types = [...new Set(outcomes.map((o) => o.type))];
    for (const type of types)
      console.log(
        row(
          type,
          outcomes.filter((o) => o.type === type),
        ),
      );
    console.log(row('all', outcomes));
    console.log('\ngold: answerable questions citing a gold episode; exact: quotes verbatim at the named turn (corpus files);');
    console.log('KT: answerable answers with Key Takeaways; decl: unanswerable declined; fdecl: answerable declined; latency in ms.');
  } finally {
    await env.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
