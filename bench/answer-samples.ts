/**
 * npm run answer-samples -- --corpus <folder> --questions <file.json>
 * Loads the corpus into a fresh database (through the import code), asks every question of
 * the file (objects with a `question` field: eval-dev.json, the demo questions.json) through
 * AnswersService and prints each full markdown answer, to read answers by eye.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { z } from 'zod';
import { importCorpus } from '../scripts/corpus-import.js';
import { createBenchEnvironment, option } from './environment.js';

const Questions = z.array(z.object({ id: z.string().optional(), question: z.string() }));

async function main(): Promise<void> {
  const corpus = path.resolve(option('corpus', '../shared/corpus')!);
  const questionsFile = path.resolve(option('questions', path.join(corpus, 'eval-dev.json'))!);
  const questions = Questions.parse(JSON.parse(fs.readFileSync(questionsFile, 'utf8')));
  const env = await createBenchEnvironment('answer-samples');
  try {
    await importCorpus(env.services, env.orm.em, corpus, env.log);
    for (const [i, q] of questions.entries()) {
      const result = await RequestContext.create(env.orm.em, () =>
        env.services.answers.ask({ user: null, ip: `198.51.100.${i % 250}` }, { prompt: q.question }),
      );
      console.log(`\n==================== ${q.id ?? i + 1}: ${q.question}\n`);
      console.log(result.answer);
    }
  } finally {
    await env.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
