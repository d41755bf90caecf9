/**
 * npm run eval -- [--corpus ../shared/corpus] [--questions FILE[:odd|:even]]... [--half odd|even|all] [--json] [--fresh] [--verbose]
 *
 * Asks every selected question through AnswersService (limits lifted) on a database holding
 * the corpus (imported through the episodes service; the import is reused between runs, see
 * corpus-database.ts) and prints per question type and overall: gold episode, gold passage,
 * verbatim quotes, readability, declines and false declines, the first stage's recall@50 and
 * recall@100 (RERANK_CANDIDATES, what Cohere reranks), and answer latency (definitions in
 * eval-metrics.ts). --questions may be repeated (default: the
 * corpus's eval-dev.json); --half picks questions by their position in each file, from 1
 * (odd = 1st, 3rd, …), and a file's own suffix overrides it (`eval-dev2.json:odd`); --json prints the figures and per-question outcomes (never the answers'
 * text) as JSON; --verbose prints one line per question on stderr. Exits non-zero only when
 * something fails, not when a target is missed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RequestContext } from '@mikro-orm/core';
import { isNoInformationAnswer } from '../common/answer.js';
import { checkAnswerReadability } from '../common/answer-readability.js';
import { readCorpusList } from '../scripts/corpus-import.js';
import { RERANK_CANDIDATES } from '../server/modules/answers/answer-composer.js';
import { openCorpusDatabase } from './corpus-database.js';
import { figuresByType, formatTable, LEGEND, nearGold, place, recalled, RECALL_DEPTH, SEARCH_TOP, type Placed, type QuestionOutcome } from './eval-metrics.js';
import { describeSources, loadEvalQuestions, questionSources } from './questions.js';
import { readTurns, type FileTurn } from './transcript-check.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpus' },
    questions: { type: 'string', multiple: true },
    half: { type: 'string', default: 'all' },
    json: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const corpus = path.resolve(values.corpus);
  const sources = questionSources(values.questions, [path.join(corpus, 'eval-dev.json')], values.half);
  const questions = loadEvalQuestions(sources);
  const list = await readCorpusList(corpus);
  const turns = new Map<number, FileTurn[]>(list.map((e) => [e.number, readTurns(path.join(corpus, e.file))]));
  const titles = list.flatMap((e) => [e.title, e.title.split(' | ')[0]!]);
  const out = (line: string) => (values.json ? process.stderr : process.stdout).write(`${line}\n`);

  const started = performance.now();
  const db = await openCorpusDatabase(corpus, { fresh: values.fresh });
  const setupSeconds = (performance.now() - started) / 1000;
  out(
    `${db.episodes} episodes of ${corpus}: ${db.imported.reused ? `import reused (made in ${db.imported.seconds.toFixed(1)} s)` : `imported in ${db.imported.seconds.toFixed(1)} s`}; ` +
      `ready in ${setupSeconds.toFixed(1)} s. ${questions.length} questions from ${describeSources(sources)}.`,
  );
  const outcomes: QuestionOutcome[] = [];
  const unplacedGold: string[] = [];
  try {
    // Loads the search index into the process, so the first question is not charged for it.
    await RequestContext.create(db.em, () => db.services.search.searchPassages('warm up', 1));
    for (const [i, q] of questions.entries()) {
      const t0 = performance.now();
      const result = await RequestContext.create(db.em, () => db.services.answers.ask({ user: null, ip: `198.51.100.${i % 250}` }, { prompt: q.question }));
      const ms = performance.now() - t0;
      const firstStage = await RequestContext.create(db.em, () => db.services.search.searchPassages(q.question, RECALL_DEPTH));
      const rerankStage = await RequestContext.create(db.em, () => db.services.search.searchPassages(q.question, RERANK_CANDIDATES));
      const hitsOf = (found: typeof firstStage) => found.hits.map((h) => ({ episode: h.episodeNumber, timestamp: h.timestamp, text: h.text }));

      const quotes = result.sources.quotes.map((quote) => ({ quote, placed: place(turns, quote) }));
      const gold: Placed[] = [];
      for (const g of q.gold) {
        const placed = place(turns, { episode: g.episode, text: g.quote, timestamp: g.timestamp });
        if (placed) gold.push(placed);
        else unplacedGold.push(`${q.id} (episode ${g.episode} ${g.timestamp})`);
      }
      const searchPlaced = firstStage.hits.map((h) => place(turns, { episode: h.episodeNumber, text: h.text, timestamp: h.timestamp }));
      // Where search first ranks a passage that would count as the gold passage (from 1; 0: not in its first RECALL_DEPTH).
      const goldRank = 1 + searchPlaced.findIndex((p) => p !== null && nearGold([p], gold));
      const goldEpisodes = [...new Set(q.gold.map((g) => g.episode))];
      const declined = isNoInformationAnswer(result.answer);
      const cited = [...new Set(result.sources.quotes.map((quote) => quote.episode))];
      const outcome: QuestionOutcome = {
        id: q.id,
        type: q.type,
        position: q.position,
        answerable: q.gold.length > 0,
        declined,
        cited,
        goldEpisodes,
        goldEpisode: cited.some((e) => goldEpisodes.includes(e)),
        goldPassage: nearGold(
          quotes.flatMap((x) => (x.placed ? [x.placed] : [])),
          gold,
        ),
        leadGoldPassage: nearGold(quotes[0]?.placed ? [quotes[0].placed] : [], gold),
        searchGoldPassage: nearGold(
          searchPlaced.slice(0, SEARCH_TOP).flatMap((p) => p ?? []),
          gold,
        ),
        quotes: quotes.length,
        verbatimQuotes: quotes.filter((x) => x.placed?.exact).length,
        readability: declined ? null : checkAnswerReadability(result.answer, { allowedQuotations: titles }).map((p) => p.rule),
        goldQuotes: gold.length,
        goldQuotesRecalled: recalled(hitsOf(firstStage), gold, turns),
        goldQuotesRecalledForRerank: recalled(hitsOf(rerankStage), gold, turns, RERANK_CANDIDATES),
        ms,
      };
      outcomes.push(outcome);
      if (values.verbose) {
        const marks = [
          outcome.declined ? 'DECLINED' : '',
          outcome.answerable && !outcome.goldPassage ? 'no-gold-passage' : '',
          outcome.answerable && outcome.searchGoldPassage && !outcome.goldPassage ? 'search-had-it' : '',
          outcome.goldPassage && !outcome.leadGoldPassage ? 'gold-not-first' : '',
          ...new Set(outcome.readability ?? []),
        ].filter(Boolean);
        process.stderr.write(
          `${q.file}#${q.position} ${q.id} ${q.type.padEnd(14)} gold ${goldEpisodes.join(',') || '-'} cited ${cited.join(',') || '-'} ` +
            `recall ${outcome.goldQuotesRecalled}/${outcome.goldQuotes} (@${RERANK_CANDIDATES}: ${outcome.goldQuotesRecalledForRerank}) ` +
            `gold psg at search #${outcome.answerable ? goldRank || '-' : '-'} ${Math.round(ms)} ms ${marks.join(' ')}\n`,
        );
      }
    }
  } finally {
    await db.close();
  }

  const rows = figuresByType(outcomes);
  if (values.json) {
    const report = {
      corpus,
      episodes: db.episodes,
      questions: sources,
      import: { ...db.imported, setupSeconds },
      figures: rows,
      unplacedGold,
      outcomes,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  out(`\n${formatTable(rows)}\n`);
  const overall = rows[rows.length - 1]!;
  out(
    overall.problems.length === 0
      ? 'Readability: every answered answer passes.'
      : `Readability problems (answers with each, of ${overall.readable.of} answered): ${overall.problems.map((p) => `${p.rule} ${p.answers}`).join(', ')}`,
  );
  if (unplacedGold.length > 0) out(`Gold quotes not found in their transcript: ${unplacedGold.join(', ')}`);
  out(`\n${LEGEND}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
