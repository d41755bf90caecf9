/**
 * npm run answer-samples -- [--corpus ../shared/corpus] [--questions FILE[:odd|:even]]... [--half odd|even|all] [--fresh]
 * Asks the selected questions (objects with a `question` field: eval-dev.json, the demo
 * questions.json) through AnswersService on a database holding the corpus (the same as
 * `npm run eval`'s, corpus-database.ts) and prints each full markdown answer with the
 * readability problems it has, to read answers by eye. The output holds transcript text:
 * it stays out of commits.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RequestContext } from '@mikro-orm/core';
import { checkAnswerReadability } from '../common/answer-readability.js';
import { readCorpusList } from '../scripts/corpus-import.js';
import { openCorpusDatabase } from './corpus-database.js';
import { loadSampleQuestions, questionSources } from './questions.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpus' },
    questions: { type: 'string', multiple: true },
    half: { type: 'string', default: 'all' },
    fresh: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const corpus = path.resolve(values.corpus);
  const questions = loadSampleQuestions(questionSources(values.questions, [path.join(corpus, 'eval-dev.json')], values.half));
  const titles = (await readCorpusList(corpus)).flatMap((e) => [e.title, e.title.split(' | ')[0]!]);
  const db = await openCorpusDatabase(corpus, { fresh: values.fresh });
  try {
    for (const [i, q] of questions.entries()) {
      const result = await RequestContext.create(db.em, () => db.services.answers.ask({ user: null, ip: `198.51.100.${i % 250}` }, { prompt: q.question }));
      console.log(`\n==================== ${q.file}#${q.position}${q.id ? ` ${q.id}` : ''}: ${q.question}\n`);
      console.log(result.answer);
      const problems = checkAnswerReadability(result.answer, { allowedQuotations: titles });
      if (problems.length > 0) console.log(`[readability] ${problems.map((p) => `${p.rule}: ${p.message}`).join('\n[readability] ')}`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
