import { describe, expect, it } from 'vitest';
import { countProblems, figures, figuresByType, formatTable, nearGold, percentile, place, recalled, type QuestionOutcome } from './eval-metrics.js';
import path from 'node:path';
import { RERANK_CANDIDATES } from '../server/modules/answers/answer-composer.js';
import { parseHalf, questionSources, selectHalf } from './questions.js';
import { locateTurn, parseTurns, quoteAtTurn } from './transcript-check.js';

/** A fictional transcript file in the corpus format. */
const FILE = [
  'Dana Host (00:00)',
  'Welcome back. Today we talk about onboarding.',
  '',
  'Mara Quill (00:40)',
  'We rebuilt the checklist twice.',
  'The second time we cut it to three steps.',
  '',
  'Dana Host (01:30)',
  'Why three?',
  '',
  'Mara Quill (01:32)',
  'Three was what people finished. Anything longer and they left.',
  '',
  'Dana Host (02:10)',
  'And what did you measure?',
  '',
  'Mara Quill (02:15)',
  'Activation in the first week, nothing else.',
  '',
  'Dana Host (03:00)',
  'Let us talk about hiring now.',
].join('\n');

const turns = new Map([[7, parseTurns(FILE)]]);

describe('transcript turns', () => {
  it('reads one turn per header, with its words', () => {
    const t = turns.get(7)!;
    expect(t.map((x) => x.timestamp)).toEqual(['00:00', '00:40', '01:30', '01:32', '02:10', '02:15', '03:00']);
    expect(t[1]!.text).toContain('cut it to three steps');
  });

  it('reads a transcript with speaker names alone on a line through the app, with estimated starts', () => {
    const t = parseTurns('Mara Quill:\nWe rebuilt the checklist twice and then again.\n\nDana Host:\nWhy was that?\n');
    expect(t.length).toBe(2);
    expect(t[0]!.timestamp).toBe('00:00');
  });

  it('finds a quote at its turn, ignoring case and punctuation, and tells when the timestamp is wrong', () => {
    const t = turns.get(7)!;
    expect(locateTurn(t, { text: 'the second time, we cut it to THREE steps', timestamp: '00:40' })).toEqual({ index: 1, exact: true });
    expect(quoteAtTurn(t, { text: 'The second time we cut it to three steps.', timestamp: '00:40' })).toBe(true);
    expect(locateTurn(t, { text: 'Activation in the first week', timestamp: '02:10' })).toEqual({ index: 5, exact: false });
    expect(locateTurn(t, { text: 'words nobody said', timestamp: '01:32' })).toEqual({ index: 3, exact: false });
    expect(locateTurn(t, { text: 'words nobody said', timestamp: '09:99' })).toBeNull();
  });
});

describe('gold passage', () => {
  const gold = [place(turns, { episode: 7, text: 'Three was what people finished.', timestamp: '01:32' })!];

  it('places the gold quote at its turn', () => {
    expect(gold[0]).toEqual({ episode: 7, turn: 3, exact: true });
  });

  it('counts a quote within two speaker turns of the gold turn, in the same episode', () => {
    expect(nearGold([{ episode: 7, turn: 1 }], gold)).toBe(true);
    expect(nearGold([{ episode: 7, turn: 5 }], gold)).toBe(true);
    expect(nearGold([{ episode: 7, turn: 0 }], gold)).toBe(false);
    expect(nearGold([{ episode: 7, turn: 6 }], gold)).toBe(false);
    expect(nearGold([{ episode: 8, turn: 3 }], gold)).toBe(false);
    expect(nearGold([], gold)).toBe(false);
  });
});

describe('recall of the first stage', () => {
  const gold = [
    place(turns, { episode: 7, text: 'Three was what people finished.', timestamp: '01:32' })!,
    place(turns, { episode: 7, text: 'Activation in the first week', timestamp: '02:15' })!,
  ];
  const hit = (timestamp: string, text: string, episode = 7) => ({ episode, timestamp, text });

  it('counts a gold turn only when a passage lies in that very turn (turn ±0)', () => {
    expect(recalled([hit('01:32', 'Anything longer and they left.')], gold, turns)).toBe(1);
    expect(recalled([hit('01:30', 'Why three?')], gold, turns)).toBe(0);
    expect(recalled([hit('01:32', 'Anything longer and they left.', 8)], gold, turns)).toBe(0);
    // Right time, words of another turn: not the gold turn.
    expect(recalled([hit('01:32', 'Activation in the first week')], gold, turns)).toBe(0);
    expect(recalled([hit('02:15', 'Activation in the first week, nothing else.'), hit('01:32', 'Three was what people finished.')], gold, turns)).toBe(2);
  });

  it('looks at the first 50 passages only', () => {
    const filler = Array.from({ length: 50 }, () => hit('00:00', 'Welcome back.'));
    expect(recalled([...filler, hit('01:32', 'Anything longer and they left.')], gold, turns)).toBe(0);
    expect(recalled([...filler.slice(1), hit('01:32', 'Anything longer and they left.')], gold, turns)).toBe(1);
  });
});

describe('halves', () => {
  it('selects by 1-based position in the file: odd is the 1st, 3rd…, even the 2nd, 4th…', () => {
    expect(selectHalf(['a', 'b', 'c', 'd', 'e'], 'odd')).toEqual(['a', 'c', 'e']);
    expect(selectHalf(['a', 'b', 'c', 'd', 'e'], 'even')).toEqual(['b', 'd']);
    expect(selectHalf(['a', 'b', 'c'], 'all')).toEqual(['a', 'b', 'c']);
  });

  it('accepts odd, even and all only', () => {
    expect(parseHalf(undefined)).toBe('all');
    expect(parseHalf('even')).toBe('even');
    expect(() => parseHalf('first')).toThrow(/--half must be odd, even or all/);
  });

  it('lets a question file name its own half, over --half', () => {
    expect(questionSources(['a.json', 'b.json:odd'], [], 'even')).toEqual([
      { file: path.resolve('a.json'), half: 'even' },
      { file: path.resolve('b.json'), half: 'odd' },
    ]);
    expect(questionSources(undefined, ['dev.json'], undefined)).toEqual([{ file: path.resolve('dev.json'), half: 'all' }]);
  });
});

describe('figures', () => {
  const outcome = (o: Partial<QuestionOutcome>): QuestionOutcome => ({
    id: 'q',
    type: 'paraphrased',
    position: 1,
    answerable: true,
    declined: false,
    cited: [1],
    goldEpisodes: [1],
    goldEpisode: true,
    goldPassage: true,
    leadGoldPassage: true,
    searchGoldPassage: true,
    quotes: 2,
    verbatimQuotes: 2,
    readability: [],
    goldQuotes: 1,
    goldQuotesRecalled: 1,
    goldQuotesRecalledForRerank: 1,
    ms: 10,
    ...o,
  });

  it('counts readability over answered answers only, each problem once per answer, most common first', () => {
    const outcomes = [
      outcome({ readability: [] }),
      outcome({ readability: ['quoted-label', 'quoted-label', 'lead-missing'] }),
      outcome({ readability: ['quoted-label'] }),
      outcome({ declined: true, readability: null, quotes: 0, verbatimQuotes: 0 }),
    ];
    expect(figures('all', outcomes).readable).toEqual({ count: 1, of: 3, value: 1 / 3 });
    expect(countProblems(outcomes)).toEqual([
      { rule: 'quoted-label', answers: 2 },
      { rule: 'lead-missing', answers: 1 },
    ]);
  });

  it('separates declines of unanswerable questions from false declines, and pools recall over gold quotes', () => {
    const f = figures('all', [
      outcome({ goldQuotes: 2, goldQuotesRecalled: 1, goldQuotesRecalledForRerank: 2 }),
      outcome({
        declined: true,
        readability: null,
        quotes: 0,
        verbatimQuotes: 0,
        goldEpisode: false,
        goldPassage: false,
        searchGoldPassage: false,
        goldQuotes: 1,
        goldQuotesRecalled: 0,
        goldQuotesRecalledForRerank: 0,
      }),
      outcome({
        type: 'unanswerable',
        answerable: false,
        declined: true,
        readability: null,
        quotes: 0,
        verbatimQuotes: 0,
        goldQuotes: 0,
        goldQuotesRecalled: 0,
      }),
      outcome({ type: 'unanswerable', answerable: false, verbatimQuotes: 1, goldEpisode: false, goldPassage: false, goldQuotes: 0, goldQuotesRecalled: 0 }),
    ]);
    expect(f.falseDeclines).toMatchObject({ count: 1, of: 2 });
    expect(f.declined).toMatchObject({ count: 1, of: 2 });
    expect(f.goldEpisode).toMatchObject({ count: 1, of: 2 });
    expect(f.goldPassage).toMatchObject({ count: 1, of: 2 });
    expect(f.searchGoldPassage).toMatchObject({ count: 1, of: 2 });
    expect(f.recallAt50).toMatchObject({ count: 1, of: 3 });
    expect(f.recallForRerank).toMatchObject({ count: 2, of: 3 });
    expect(f.verbatim).toMatchObject({ count: 3, of: 4 });
  });

  it('counts where search put a gold passage first, where the answer quotes one and where its lead does, apart', () => {
    const f = figures('all', [
      outcome({ goldPassage: false, leadGoldPassage: false, searchGoldPassage: true }),
      outcome({ goldPassage: false, leadGoldPassage: false, searchGoldPassage: true }),
      outcome({ goldPassage: true, leadGoldPassage: false, searchGoldPassage: false }),
      outcome({ goldPassage: true, leadGoldPassage: true, searchGoldPassage: false }),
      outcome({ type: 'unanswerable', answerable: false, goldPassage: false, leadGoldPassage: false, searchGoldPassage: true }),
    ]);
    expect(f.goldPassage).toMatchObject({ count: 2, of: 4 });
    expect(f.leadGoldPassage).toMatchObject({ count: 1, of: 4 });
    expect(f.searchGoldPassage).toMatchObject({ count: 2, of: 4 });
    expect(formatTable([f]).split('\n')[0]).toMatch(/gold psg +lead psg +search psg@3/);
    expect(formatTable([f]).split('\n')[0]).toMatch(new RegExp(`recall@50 +recall@${RERANK_CANDIDATES} `));
  });

  it('gives one row per question type in the usual order, then all', () => {
    const rows = figuresByType([outcome({ type: 'unanswerable', answerable: false }), outcome({ type: 'cross-episode' }), outcome({ type: 'paraphrased' })]);
    expect(rows.map((r) => r.label)).toEqual(['paraphrased', 'cross-episode', 'unanswerable', 'all']);
    expect(formatTable(rows).split('\n')).toHaveLength(5);
  });

  it('takes latency percentiles by nearest rank', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 95)).toBe(40);
  });
});
