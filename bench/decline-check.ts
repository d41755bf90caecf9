/**
 * npm run decline-check -- [--corpus ../shared/corpus] [--questions bench/short-questions.json]...
 *
 * Asks questions that have no gold passages (ours: `bench/short-questions.json`, short
 * questions as visitors type them, on the podcast's subjects or off them) through
 * AnswersService on the corpus database of `npm run eval` (corpus-database.ts) and prints,
 * per file and `set`, how many on-topic questions were declined and how many off-topic
 * ("unanswerable") ones were answered, with the evidence of each wrong decision. The eval's
 * own questions are long; this checks the declining rule on the questions people ask most.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RequestContext } from '@mikro-orm/core';
import { z } from 'zod';
import { isNoInformationAnswer } from '../common/answer.js';
import { openCorpusDatabase } from './corpus-database.js';
import { UNANSWERABLE } from './questions.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpus' },
    questions: { type: 'string', multiple: true, default: [path.join(import.meta.dirname, 'short-questions.json')] },
  },
});

const Question = z.object({ id: z.string(), question: z.string(), type: z.string(), set: z.string().default('all') });

async function main(): Promise<void> {
  const db = await openCorpusDatabase(path.resolve(values.corpus), {});
  try {
    for (const file of values.questions) {
      const questions = z.array(Question).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      const tally = new Map<string, { onTopic: number; declined: number; offTopic: number; answered: number }>();
      for (const [i, q] of questions.entries()) {
        const context = { user: null, ip: `198.51.100.${i % 250}` };
        const result = await RequestContext.create(db.em, () => db.services.answers.ask(context, { prompt: q.question }));
        const declined = isNoInformationAnswer(result.answer);
        const t = tally.get(q.set) ?? { onTopic: 0, declined: 0, offTopic: 0, answered: 0 };
        tally.set(q.set, t);
        const offTopic = q.type === UNANSWERABLE;
        if (offTopic) t.offTopic++;
        else t.onTopic++;
        if (offTopic && !declined) t.answered++;
        if (!offTopic && declined) t.declined++;
        if (offTopic !== declined) {
          const { evidence } = await RequestContext.create(db.em, () => db.services.search.searchPassages(q.question, 20));
          const shown = Object.entries(evidence).map(([k, v]) => `${k} ${typeof v === 'number' ? v.toFixed(2) : String(v)}`);
          console.log(`  ${offTopic ? 'off-topic answered' : 'on-topic declined'} (${q.id}; ${shown.join(', ')}): ${q.question}`);
        }
      }
      for (const [set, t] of tally) {
        console.log(
          `${path.basename(file)} [${set}] at ${db.episodes} episodes: on-topic declined ${t.declined}/${t.onTopic}, off-topic answered ${t.answered}/${t.offTopic}`,
        );
      }
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
