/**
 * npm run fit-ranker -- [--corpus DIR]... [--questions FILE[:odd]]... [--loss listwise|pointwise|pairwise]
 *                       [--first-loss LOSS] [--l2 0.1] [--prior hand-set|none] [--iterations 1000] [--top 50]
 *
 * Fits the passage ranker (server/modules/search/ranking/learned-ranker.ts) on the tuning
 * questions and prints the constant to commit. For every corpus (default ../shared/corpus
 * and ../shared/archive) it builds the index in memory as the server does (processed
 * transcripts, turn-bounded passages, LSA trained on all of them), collects each question's
 * candidates with their features (SearchIndex.candidates) and labels a candidate positive
 * when it lies within 2 speaker turns of a gold quote's turn (the eval's "gold passage",
 * bench/eval-metrics.ts). Two linear models are fitted by plain gradient descent (features
 * in about 0..1, every question weighing alike): the first on every candidate, the second on
 * the first's best `--top` (one passage per speaker turn, as search shortlists), which it
 * orders. Losses: listwise (ListNet: −ln of the softmax mass of the positives; default),
 * pointwise (logistic regression, positives and negatives of a question half each; its bias
 * is dropped) or pairwise (RankNet); --first-loss gives the first model a loss of its own.
 * L2 pulls the weights towards the hand-set ranking of ADR 0003 (--prior hand-set, default)
 * or towards 0 (--prior none).
 *
 * It prints, per corpus and question file: the hand-set ranking against the learned one, as
 * gold passage @3/@5/@10/@50 (a passage within 2 turns of a gold quote's turn among the
 * first hits, each speaker turn listed once by its best passage and repeat decay applied, as
 * SearchIndex.search lists them) and gold episode @3; a 2-fold check (fitted on one
 * question file, tested on the other) and the models fitted on the first corpus alone tested
 * on the others. The even half of eval-dev2.json is held out and refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { processTranscript } from '../common/transcript.js';
import { readCorpusList } from '../scripts/corpus-import.js';
import { FEATURE_COUNT, FEATURES, feature } from '../server/modules/search/ranking/passage-features.js';
import { rankerScore } from '../server/modules/search/ranking/learned-ranker.js';
import { firstOfEach, rankWithRepeatDecay } from '../server/modules/search/ranking/ordering.js';
import { DEFAULT_RANKING } from '../server/modules/search/ranking/ranking-options.js';
import { SearchIndex, type IndexedEpisode } from '../server/modules/search/ranking/search-index.js';
import { DEFAULT_LSA, LsaSpace, trainingUnits, trainLsa } from '../server/modules/search/semantic/lsa.js';
import { passagesOf } from '../server/modules/search/text/passage-terms.js';
import { distinctTerms } from '../server/modules/search/text/terms.js';
import { GOLD_TURN_RADIUS, place, type Placed } from './eval-metrics.js';
import { describeSources, loadEvalQuestions, questionSources } from './questions.js';
import { readTurns, type FileTurn } from './transcript-check.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', multiple: true },
    questions: { type: 'string', multiple: true },
    l2: { type: 'string', default: '0.1' },
    loss: { type: 'string', default: 'listwise' },
    'first-loss': { type: 'string' },
    iterations: { type: 'string', default: '1000' },
    top: { type: 'string', default: '50' },
    prior: { type: 'string', default: 'hand-set' },
  },
});

/** One question's candidates on one corpus. */
interface Group {
  corpus: string;
  file: string;
  id: string;
  indices: number[];
  features: Float64Array;
  labels: Uint8Array;
  /** Episode (index position) of each candidate, and whether it is a gold episode. */
  episodes: Int32Array;
  goldEpisode: Uint8Array;
  /** Speaker turn (numbered across the index) of each candidate: search lists a turn once. */
  turns: Uint32Array;
}

interface Model {
  w: Float64Array;
}

function buildIndex(corpus: string, list: Awaited<ReturnType<typeof readCorpusList>>): SearchIndex {
  let nextId = 1;
  const episodes: IndexedEpisode[] = list.map((entry) => {
    const id = `episode-${entry.number}`;
    const text = processTranscript(fs.readFileSync(path.join(corpus, entry.file), 'utf8')).text;
    const passages = passagesOf(text).map((p) => ({ ...p, id: nextId++, episodeId: id, episodeNumber: entry.number }));
    return { id, number: entry.number, guest: entry.guest ?? null, revision: '1', passages };
  });
  const model = trainLsa(
    trainingUnits(
      episodes.map((e) => e.passages.map((p) => p.terms)),
      DEFAULT_LSA.unitTerms,
    ),
    DEFAULT_LSA,
  );
  return new SearchIndex(episodes, model ? new LsaSpace(model) : null);
}

async function collect(corpus: string, sources: ReturnType<typeof questionSources>): Promise<Group[]> {
  const started = performance.now();
  const list = await readCorpusList(corpus);
  const turns = new Map<number, FileTurn[]>(list.map((e) => [e.number, readTurns(path.join(corpus, e.file))]));
  const index = buildIndex(corpus, list);
  const placed = new Map<number, Placed | null>();
  const placeOf = (i: number) => {
    if (!placed.has(i)) {
      const p = index.passageAt(i);
      placed.set(i, place(turns, { episode: p.episodeNumber, text: p.text, timestamp: p.timestamp }));
    }
    return placed.get(i)!;
  };
  const groups: Group[] = [];
  for (const q of loadEvalQuestions(sources)) {
    if (q.gold.length === 0) continue;
    const gold = q.gold.flatMap((g) => place(turns, { episode: g.episode, text: g.quote, timestamp: g.timestamp }) ?? []);
    const goldEpisodes = new Set(q.gold.map((g) => g.episode));
    const found = index.candidates(distinctTerms(q.question));
    if (!found) continue;
    const labels = Uint8Array.from(found.indices, (i) => {
      if (!goldEpisodes.has(index.passageAt(i).episodeNumber)) return 0;
      const at = placeOf(i);
      return Number(at !== null && gold.some((g) => g.episode === at.episode && Math.abs(g.turn - at.turn) <= GOLD_TURN_RADIUS));
    });
    groups.push({
      corpus: path.basename(corpus),
      file: `${q.file}${sources.find((s) => path.basename(s.file) === q.file)?.half === 'all' ? '' : `:${sources.find((s) => path.basename(s.file) === q.file)?.half}`}`,
      id: q.id,
      indices: found.indices,
      features: found.features,
      labels,
      episodes: Int32Array.from(found.indices, (i) => index.episodeIndexOf(i)),
      goldEpisode: Uint8Array.from(found.indices, (i) => Number(goldEpisodes.has(index.passageAt(i).episodeNumber))),
      turns: Uint32Array.from(found.indices, (i) => index.turnIndexOf(i)),
    });
  }
  const positives = groups.reduce((n, g) => n + g.labels.reduce((a, b) => a + b, 0), 0);
  const rows = groups.reduce((n, g) => n + g.indices.length, 0);
  console.error(
    `${corpus}: ${index.size.episodes} episodes, ${index.size.passages} passages; ${groups.length} questions, ${rows} candidates, ${positives} positive; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return groups;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dotAt = (w: Float64Array, x: Float64Array, at: number) => {
  let z = 0;
  for (let f = 0; f < FEATURE_COUNT; f++) z += w[f]! * x[at + f]!;
  return z;
};

/** Logistic regression, each question weighing 1 (its positives ½, its negatives ½), L2 on the weights; the bias is dropped (it does not order). */
function fitPointwise(groups: readonly Group[], l2: number, iterations: number): Model {
  const w = new Float64Array(FEATURE_COUNT);
  let bias = 0;
  const usable = groups.filter((g) => g.labels.some((l) => l === 1) && g.labels.some((l) => l === 0));
  const rate = 0.5;
  for (let it = 0; it < iterations; it++) {
    const grad = new Float64Array(FEATURE_COUNT);
    let gradBias = 0;
    for (const g of usable) {
      const pos = g.labels.reduce((a, b) => a + b, 0);
      const neg = g.labels.length - pos;
      for (let c = 0; c < g.labels.length; c++) {
        const at = c * FEATURE_COUNT;
        const y = g.labels[c]!;
        const weight = (y ? 0.5 / pos : 0.5 / neg) / usable.length;
        const err = (sigmoid(dotAt(w, g.features, at) + bias) - y) * weight;
        for (let f = 0; f < FEATURE_COUNT; f++) grad[f]! += err * g.features[at + f]!;
        gradBias += err;
      }
    }
    for (let f = 0; f < FEATURE_COUNT; f++) w[f]! -= rate * (grad[f]! + l2 * w[f]!);
    bias -= rate * gradBias;
  }
  return { w };
}

/** RankNet: every positive of a question against every negative, each question weighing 1. */
function fitPairwise(groups: readonly Group[], l2: number, iterations: number): Model {
  const w = new Float64Array(FEATURE_COUNT);
  const usable = groups.filter((g) => g.labels.some((l) => l === 1) && g.labels.some((l) => l === 0));
  const rate = 0.5;
  for (let it = 0; it < iterations; it++) {
    const grad = new Float64Array(FEATURE_COUNT);
    for (const g of usable) {
      const z = Float64Array.from(g.labels, (_, c) => dotAt(w, g.features, c * FEATURE_COUNT));
      const pos: number[] = [];
      const neg: number[] = [];
      g.labels.forEach((l, c) => (l ? pos : neg).push(c));
      const weight = 1 / (pos.length * neg.length * usable.length);
      const coefficient = new Float64Array(g.labels.length);
      for (const p of pos) {
        for (const n of neg) {
          // d/dz of ln(1 + exp(-(z_p - z_n)))
          const s = sigmoid(-(z[p]! - z[n]!)) * weight;
          coefficient[p]! -= s;
          coefficient[n]! += s;
        }
      }
      for (let c = 0; c < g.labels.length; c++) {
        if (coefficient[c] === 0) continue;
        for (let f = 0; f < FEATURE_COUNT; f++) grad[f]! += coefficient[c]! * g.features[c * FEATURE_COUNT + f]!;
      }
    }
    for (let f = 0; f < FEATURE_COUNT; f++) w[f]! -= rate * (grad[f]! + l2 * w[f]!);
  }
  return { w };
}

/** The ListNet loss of a question (−ln of the softmax mass of its positives) and, when `grad` is given, its gradient added there, times `scale`. */
function listLoss(g: Group, w: Float64Array, scale: number, grad?: Float64Array): number {
  const z = Float64Array.from(g.labels, (_, c) => dotAt(w, g.features, c * FEATURE_COUNT));
  const top = Math.max(...z);
  let all = 0;
  let positive = 0;
  const e = z.map((v) => Math.exp(v - top));
  e.forEach((v, c) => {
    all += v;
    if (g.labels[c]) positive += v;
  });
  if (grad) {
    for (let c = 0; c < g.labels.length; c++) {
      const coefficient = (e[c]! / all - (g.labels[c] ? e[c]! / positive : 0)) * scale;
      if (coefficient === 0) continue;
      for (let f = 0; f < FEATURE_COUNT; f++) grad[f]! += coefficient * g.features[c * FEATURE_COUNT + f]!;
    }
  }
  return -Math.log(positive / all) * scale;
}

/**
 * The hand-set ranking of ADR 0003 as a linear model (the × 0.5 for secondary voices as
 * −0.4, about half a typical score), scaled by the factor that best fits the questions.
 */
function handSetPrior(usable: readonly Group[]): Float64Array {
  const base = new Float64Array(FEATURE_COUNT);
  base[feature('bm25')] = 1;
  base[feature('neighbours')] = 0.3;
  base[feature('lsa')] = 0.5;
  base[feature('standing')] = 0.3;
  base[feature('secondary')] = -0.4;
  let best = { loss: Number.POSITIVE_INFINITY, w: base };
  for (const factor of [1, 2, 4, 6, 8, 12, 16, 24, 32]) {
    const w = base.map((x) => x * factor);
    const loss = usable.reduce((sum, g) => sum + listLoss(g, w, 1), 0);
    if (loss < best.loss) best = { loss, w };
  }
  return best.w;
}

/**
 * ListNet with binary relevance: −ln of the softmax mass the question's positives get, each
 * question weighing 1, L2 towards the prior (the hand-set ranking, or 0 with --prior none).
 */
function fitListwise(groups: readonly Group[], l2: number, iterations: number): Model {
  const usable = groups.filter((g) => g.labels.some((l) => l === 1) && g.labels.some((l) => l === 0));
  const prior = values.prior === 'hand-set' ? handSetPrior(usable) : new Float64Array(FEATURE_COUNT);
  const w = Float64Array.from(prior);
  const rate = 0.5;
  for (let it = 0; it < iterations; it++) {
    const grad = new Float64Array(FEATURE_COUNT);
    for (const g of usable) listLoss(g, w, 1 / usable.length, grad);
    for (let f = 0; f < FEATURE_COUNT; f++) w[f]! -= rate * (grad[f]! + l2 * (w[f]! - prior[f]!));
  }
  return { w };
}

const LOSSES = { pointwise: fitPointwise, pairwise: fitPairwise, listwise: fitListwise };
const fit = (groups: readonly Group[], name = values.loss) => {
  const loss = LOSSES[name as keyof typeof LOSSES];
  if (!loss) throw new Error(`--loss and --first-loss must be one of ${Object.keys(LOSSES).join(', ')}`);
  return loss(groups, Number(values.l2), Number(values.iterations));
};

/** The ranking of ADR 0003 before the learned ranker, from the same features. */
function handSet(x: Float64Array, at: number): number {
  const score = x[at + feature('bm25')]! + 0.3 * x[at + feature('neighbours')]! + 0.5 * x[at + feature('lsa')]! + 0.3 * x[at + feature('standing')]!;
  return x[at + feature('secondary')] ? 0.5 * score : score;
}

interface Figures {
  n: number;
  p3: number;
  p5: number;
  p10: number;
  ep3: number;
  p50: number;
}

/** Scores of a question's candidates (in `indices` order). */
type Scorer = (g: Group) => number[];

const perCandidate =
  (score: (x: Float64Array, at: number) => number): Scorer =>
  (g) =>
    g.indices.map((_, c) => score(g.features, c * FEATURE_COUNT));

/** Candidate positions (in the group) by `scores`, best first, the best of each speaker turn only (as SearchIndex.search lists them). */
function bestOfEachTurn(g: Group, scores: readonly number[]): number[] {
  const byScore = scores.map((score, c) => ({ score, c })).sort((a, b) => b.score - a.score || a.c - b.c);
  return firstOfEach(byScore, ({ c }) => g.turns[c]!).map((x) => x.c);
}

/** Candidate positions (in the group) of the `top` best by `scores`, one per speaker turn. */
const bestPositions = (g: Group, scores: readonly number[], top: number): number[] => bestOfEachTurn(g, scores).slice(0, top);

/** The first stage's best `top` candidates of a question, as a group of their own. */
function shortlist(g: Group, first: Model, top: number): Group {
  const keep = bestPositions(g, perCandidate(learnedScore(first))(g), top);
  const features = new Float64Array(keep.length * FEATURE_COUNT);
  keep.forEach((c, k) => features.set(g.features.subarray(c * FEATURE_COUNT, (c + 1) * FEATURE_COUNT), k * FEATURE_COUNT));
  return {
    ...g,
    indices: keep.map((c) => g.indices[c]!),
    features,
    labels: Uint8Array.from(keep, (c) => g.labels[c]!),
    episodes: Int32Array.from(keep, (c) => g.episodes[c]!),
    goldEpisode: Uint8Array.from(keep, (c) => g.goldEpisode[c]!),
    turns: Uint32Array.from(keep, (c) => g.turns[c]!),
  };
}

/** Two stages: the first model's best `top` candidates, ordered by the second; the rest below them. */
const cascade =
  (m: Cascade): Scorer =>
  (g) => {
    const scores = new Array<number>(g.indices.length).fill(-1);
    const first = perCandidate(learnedScore(m.first))(g);
    for (const c of bestPositions(g, first, m.top)) scores[c] = rankerScore(m.second.w, g.features, c * FEATURE_COUNT);
    return scores;
  };

interface Cascade {
  first: Model;
  second: Model;
  top: number;
}

function fitCascade(groups: readonly Group[]): Cascade {
  const top = Number(values.top);
  const first = fit(groups, values['first-loss']);
  return { first, second: fit(groups.map((g) => shortlist(g, first, top))), top };
}

function measure(groups: readonly Group[], scorer: Scorer): Figures {
  const figures = { n: groups.length, p3: 0, p5: 0, p10: 0, ep3: 0, p50: 0 };
  for (const g of groups) {
    const scores = scorer(g);
    const listed = bestOfEachTurn(g, scores);
    const position = new Map(listed.map((c) => [g.indices[c]!, c]));
    const ranked = rankWithRepeatDecay(
      listed.map((c) => g.indices[c]!),
      listed.map((c) => scores[c]!),
      (i) => g.episodes[position.get(i)!]!,
      DEFAULT_RANKING.episodeRepeatDecay,
      50,
    ).map((r) => position.get(r.index)!);
    const within = (k: number) => ranked.slice(0, k).some((c) => g.labels[c] === 1);
    figures.p3 += Number(within(3));
    figures.p5 += Number(within(5));
    figures.p10 += Number(within(10));
    figures.p50 += Number(within(50));
    figures.ep3 += Number(ranked.slice(0, 3).some((c) => g.goldEpisode[c] === 1));
  }
  const n = Math.max(1, groups.length);
  return { n: groups.length, p3: figures.p3 / n, p5: figures.p5 / n, p10: figures.p10 / n, ep3: figures.ep3 / n, p50: figures.p50 / n };
}

const learnedScore = (m: Model) => (x: Float64Array, at: number) => rankerScore(m.w, x, at);
const row = (label: string, f: Figures) =>
  `${label.padEnd(44)} ${String(f.n).padStart(3)}  ${[f.ep3, f.p3, f.p5, f.p10, f.p50].map((v) => v.toFixed(2)).join('  ')}`;
const HEADER = `${'questions / ranking'.padEnd(44)}   n  ep@3  psg@3 psg@5 psg@10 psg@50`;

function report(title: string, groups: readonly Group[], model: Cascade): void {
  console.log(`\n${title}\n${HEADER}`);
  const keys = [...new Set(groups.map((g) => `${g.corpus} ${g.file}`))];
  for (const key of [...keys, ...new Set(groups.map((g) => `${g.corpus} (all)`))]) {
    const [corpus, file] = key.split(' ');
    const part = groups.filter((g) => g.corpus === corpus && (file === '(all)' || g.file === file));
    console.log(row(`${key} hand-set`, measure(part, perCandidate(handSet))));
    console.log(row(`${key} learned, first stage`, measure(part, perCandidate(learnedScore(model.first)))));
    console.log(row(`${key} learned, two stages`, measure(part, cascade(model))));
  }
}

const formatModel = (m: Model) => `{\n    weights: {\n${FEATURES.map((name, f) => `      ${name}: ${m.w[f]!.toFixed(3)},`).join('\n')}\n    },\n  }`;
const formatCascade = (m: Cascade) => `{\n  shortlist: ${m.top},\n  first: ${formatModel(m.first)},\n  second: ${formatModel(m.second)},\n}`;

async function main(): Promise<void> {
  const corpora = (values.corpus?.length ? values.corpus : ['../shared/corpus', '../shared/archive']).map((c) => path.resolve(c));
  const defaults = [path.join(corpora[0]!, 'eval-dev.json'), `${path.join(corpora[0]!, 'eval-dev2.json')}:odd`];
  const sources = questionSources(values.questions, defaults, 'all');
  if (sources.some((s) => s.half === 'even' || (path.basename(s.file) === 'eval-dev2.json' && s.half === 'all')))
    throw new Error('The even half of eval-dev2.json is held out: fit on eval-dev.json and eval-dev2.json:odd only.');
  console.error(`Questions: ${describeSources(sources)}; loss ${values.loss}, L2 ${values.l2}, ${values.iterations} iterations.`);
  const groups: Group[] = [];
  for (const corpus of corpora) groups.push(...(await collect(corpus, sources)));

  const model = fitCascade(groups);
  report('Fitted on every corpus and question file (in-sample):', groups, model);

  const files = [...new Set(groups.map((g) => g.file))];
  if (files.length === 2) {
    for (const [train, test] of [files, [...files].reverse()] as [string, string][]) {
      const foldModel = fitCascade(groups.filter((g) => g.file === train));
      report(
        `2-fold check: fitted on ${train}, tested on ${test}:`,
        groups.filter((g) => g.file === test),
        foldModel,
      );
    }
  }
  const names = [...new Set(groups.map((g) => g.corpus))];
  if (names.length > 1) {
    const first = fitCascade(groups.filter((g) => g.corpus === names[0]));
    report(
      `Fitted on ${names[0]} alone, tested on ${names.slice(1).join(', ')}:`,
      groups.filter((g) => g.corpus !== names[0]),
      first,
    );
  }
  console.log(
    `\nThe constant (server/modules/search/ranking/learned-ranker.ts), fitted on ${names.join(' + ')} with ${describeSources(sources)}:\n${formatCascade(model)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
