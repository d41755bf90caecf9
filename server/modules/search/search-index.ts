import { DEFAULT_BM25, type Bm25Params, type KeywordScores } from './bm25.js';
import { softCoverage, type QuestionTerm } from './coverage.js';
import { FeatureMemo } from './episode-features.js';
import { positiveOrder, reciprocalRankFusion, topPositive, type Ranking } from './fusion.js';
import { dot, normalize, type LsaSpace } from './lsa.js';
import type { PassageHit, PassageSearchResult } from './search.port.js';
import { tokenize } from './tokenizer.js';
import { secondaryVoices } from './voices.js';

/**
 * The in-memory passage index: LSA vectors of passages and episodes, and the ranking that
 * combines them with BM25 keyword scores computed by PostgreSQL (bm25.ts; see
 * docs/adr/0002-retrieval.md). Built from what PostgreSQL stores; immutable once built.
 */

export interface IndexedPassage extends Omit<PassageHit, 'score'> {
  /** Index terms of the text (tokenizer.ts). */
  terms: readonly string[];
}

export interface IndexedEpisode {
  id: string;
  number: number;
  guest: string | null;
  /** Changes whenever the episode's passages change (keys what is derived from them). */
  revision: string;
  passages: readonly IndexedPassage[];
}

export interface RankingOptions {
  /** Of the keyword scores the search is given (computed by bm25.ts). */
  bm25: Bm25Params;
  /** Multiplies the scores of passages spoken by secondary voices (voices.ts). */
  secondaryVoiceWeight: number;
  /** Rank constant of the episode fusion. */
  episodeFusionK: number;
  /** Weight of the LSA episode ranking beside the keyword one (0: keywords only). */
  lsaEpisodeWeight: number;
  /** Weight of a passage's LSA similarity (with its neighbours) beside its BM25 score. */
  lsaPassageWeight: number;
  /** Rank hits by episode score / (1 + rank within the episode); false: by passage score. */
  diversify: boolean;
  /** Passages around which coverage is measured (best BM25 ones, plus the hits). */
  coverageCandidates: number;
  /** Neighbouring passages (each side) that count as the evidence of a passage. */
  coverageRadius: number;
  /** Missing question terms earn their LSA similarity to the evidence (false: exact matches only). */
  semanticCoverage: boolean;
}

export const DEFAULT_RANKING: RankingOptions = {
  bm25: DEFAULT_BM25,
  secondaryVoiceWeight: 0.5,
  episodeFusionK: 5,
  lsaEpisodeWeight: 1,
  lsaPassageWeight: 0.5,
  diversify: true,
  coverageCandidates: 20,
  coverageRadius: 2,
  semanticCoverage: true,
};

/** The passage context that scores a passage's LSA similarity. */
const PASSAGE_CONTEXT = 1;

/** The distinct index terms of a question: what `SearchIndex.search` and the keyword scores take. */
export const questionTerms = (question: string) => [...new Set(tokenize(question))];

const EMPTY: PassageSearchResult = { hits: [], coverage: 0 };

interface Scored {
  index: number;
  score: number;
}

export class SearchIndex {
  private readonly passages: IndexedPassage[];
  /** Episode of each passage; episode e holds passages episodeStart[e] up to episodeStart[e + 1]. */
  private readonly episodeOf: Uint32Array;
  private readonly episodeStart: Uint32Array;
  private readonly secondary: Uint8Array;
  /** Speaker-label terms of each passage (evidence for questions naming a guest). */
  private readonly speakerTerms: readonly string[][];
  /** Position of each passage (by id) in `passages`. */
  private readonly positions: ReadonlyMap<number, number>;
  private readonly vocabularySize: number;
  private readonly dims: number;
  /** passages × dims raw vectors; episodes × dims unit vectors; context lengths by radius. */
  private readonly passageVectors: Float32Array;
  private readonly episodeVectors: Float32Array;
  private readonly contextNorms = new Map<number, Float32Array>();

  constructor(
    private readonly episodes: readonly IndexedEpisode[],
    private readonly space: LsaSpace | null,
    private readonly options: RankingOptions = DEFAULT_RANKING,
    memo: FeatureMemo = new FeatureMemo(),
  ) {
    memo.useModel(space);
    const radii = [...new Set([PASSAGE_CONTEXT, options.coverageRadius])];
    const features = episodes.map((e) => memo.featuresOf(e, radii));
    this.passages = episodes.flatMap((e) => e.passages);
    this.episodeStart = new Uint32Array(episodes.length + 1);
    episodes.forEach((e, i) => (this.episodeStart[i + 1] = this.episodeStart[i]! + e.passages.length));
    this.episodeOf = new Uint32Array(this.passages.length);
    episodes.forEach((_, e) => this.episodeOf.fill(e, this.episodeStart[e], this.episodeStart[e + 1]));
    this.secondary = Uint8Array.from(
      secondaryVoices(episodes.map((e) => ({ guest: e.guest, passages: e.passages.map((p) => ({ speaker: p.speaker, words: p.terms.length })) }))).flat(),
      Number,
    );
    const labels = new Map<string, string[]>();
    this.speakerTerms = this.passages.map((p) => labels.get(p.speaker) ?? labels.set(p.speaker, tokenize(p.speaker)).get(p.speaker)!);
    this.positions = new Map(this.passages.map((p, i) => [p.id, i]));
    this.vocabularySize = memo.vocabulary.size;
    this.dims = space?.dims ?? 0;
    this.passageVectors = new Float32Array(this.passages.length * this.dims);
    this.episodeVectors = new Float32Array(episodes.length * this.dims);
    if (!space) return;
    for (const radius of radii) this.contextNorms.set(radius, new Float32Array(this.passages.length));
    features.forEach((f, e) => {
      this.passageVectors.set(f.vectors!, this.episodeStart[e]! * this.dims);
      for (const radius of radii) this.contextNorms.get(radius)!.set(f.contextNorms.get(radius)!, this.episodeStart[e]);
      this.episodeVectors.set(this.episodeVector(e), e * this.dims);
    });
  }

  get size() {
    return { episodes: this.episodes.length, passages: this.passages.length, terms: this.vocabularySize, dims: this.dims };
  }

  /** The episode's passage directions, longer passages weighing more, secondary voices left out. */
  private episodeVector(e: number): Float32Array {
    const k = this.dims;
    const sum = new Float32Array(k);
    const [from, to] = [this.episodeStart[e]!, this.episodeStart[e + 1]!];
    let primaryOnly = false;
    for (let i = from; i < to; i++) if (!this.secondary[i]) primaryOnly = true;
    for (let i = from; i < to; i++) {
      if (primaryOnly && this.secondary[i]) continue;
      let squares = 0;
      for (let j = 0; j < k; j++) squares += this.passageVectors[i * k + j]! ** 2;
      if (squares === 0) continue;
      const weight = Math.sqrt(this.passages[i]!.terms.length / squares);
      for (let j = 0; j < k; j++) sum[j]! += weight * this.passageVectors[i * k + j]!;
    }
    return normalize(sum);
  }

  /** Passages within `radius` of a passage, in its episode. */
  private context(center: number, radius: number): [from: number, to: number] {
    const e = this.episodeOf[center]!;
    return [Math.max(this.episodeStart[e]!, center - radius), Math.min(this.episodeStart[e + 1]! - 1, center + radius)];
  }

  /** Cosine between a unit vector and a passage's context; `memo` keeps its products with passages during one search. */
  private contextSimilarity(vector: Float32Array, memo: Map<number, number>, center: number, radius: number): number {
    const norm = this.contextNorms.get(radius)![center]!;
    if (norm === 0) return 0;
    const [from, to] = this.context(center, radius);
    let sum = 0;
    for (let i = from; i <= to; i++) {
      let product = memo.get(i);
      if (product === undefined) memo.set(i, (product = dot(vector, this.passageVectors, i * this.dims)));
      sum += product;
    }
    return sum / norm;
  }

  /**
   * The best passages for a question's terms (`questionTerms`), given their
   * BM25 scores. Scores of passages this copy does not hold (indexed after it was built)
   * are left out.
   */
  search(terms: readonly string[], keywords: Pick<KeywordScores, 'idf' | 'scores'>, limit: number): PassageSearchResult {
    if (terms.length === 0 || this.passages.length === 0 || limit <= 0) return EMPTY;
    const o = this.options;
    const keyword = new Float64Array(this.passages.length);
    let keywordMax = 0;
    for (const [id, score] of keywords.scores) {
      const i = this.positions.get(id);
      if (i === undefined) continue;
      const weighted = this.secondary[i] ? score * o.secondaryVoiceWeight : score;
      keyword[i] = weighted;
      if (weighted > keywordMax) keywordMax = weighted;
    }
    const folded = this.space ? normalize(this.space.fold(terms)) : null;
    const queryVector = folded?.some((x) => x !== 0) ? folded : null;
    if (keywordMax === 0 && !queryVector) return EMPTY;

    const ranked = o.diversify ? this.diversified(keyword, keywordMax, queryVector, limit) : this.byPassage(keyword, keywordMax, queryVector, limit);
    const hits = ranked.map(({ index, score }) => {
      const { terms: _terms, ...hit } = this.passages[index]!;
      return { ...hit, score };
    });
    return {
      hits,
      coverage: this.coverage(
        terms,
        keywords.idf,
        keyword,
        ranked.map((r) => r.index),
      ),
    };
  }

  /**
   * Passage scores for passages from..to-1 of one episode: BM25 relative to the best
   * match, plus the weighted LSA similarity of the passage with its neighbours, both
   * lowered for secondary voices.
   */
  private passageScores(from: number, to: number, keyword: Float64Array, keywordMax: number, queryVector: Float32Array | null): Float64Array {
    const o = this.options;
    const scores = new Float64Array(to - from);
    const semantic = queryVector && o.lsaPassageWeight > 0;
    const products = new Float64Array(to - from);
    if (semantic) for (let i = from; i < to; i++) products[i - from] = dot(queryVector, this.passageVectors, i * this.dims);
    const norms = this.contextNorms.get(PASSAGE_CONTEXT);
    for (let i = from; i < to; i++) {
      let similarity = 0;
      if (semantic && norms![i]! > 0) {
        const [a, b] = this.context(i, PASSAGE_CONTEXT);
        for (let j = a; j <= b; j++) similarity += products[j - from]!;
        similarity = Math.max(0, similarity / norms![i]!);
      }
      const score = (keywordMax > 0 ? keyword[i]! / keywordMax : 0) + o.lsaPassageWeight * similarity;
      scores[i - from] = this.secondary[i] ? score * o.secondaryVoiceWeight : score;
    }
    return scores;
  }

  /** Passages matching a keyword, by passage score (the best BM25 ones are rescored). */
  private byPassage(keyword: Float64Array, keywordMax: number, queryVector: Float32Array | null, limit: number): Scored[] {
    return topPositive(keyword, Math.max(limit, this.options.coverageCandidates) * 5)
      .map((index) => {
        const e = this.episodeOf[index]!;
        const within = this.passageScores(this.episodeStart[e]!, this.episodeStart[e + 1]!, keyword, keywordMax, queryVector);
        return { index, score: within[index - this.episodeStart[e]!]! };
      })
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit);
  }

  /**
   * Episodes ranked by fusing their best keyword passage with their LSA similarity; the
   * passages of the best episodes ranked within each; hits by episode score / (1 + rank
   * within the episode), so the first hits spread over the most likely episodes.
   */
  private diversified(keyword: Float64Array, keywordMax: number, queryVector: Float32Array | null, limit: number): Scored[] {
    const o = this.options;
    const count = this.episodes.length;
    const best = new Float64Array(count);
    for (let i = 0; i < keyword.length; i++) if (keyword[i]! > best[this.episodeOf[i]!]!) best[this.episodeOf[i]!] = keyword[i]!;
    const rankings: Ranking[] = [{ order: positiveOrder(best), weight: 1 }];
    if (queryVector && o.lsaEpisodeWeight > 0) {
      const similarity = Float64Array.from({ length: count }, (_, e) => dot(queryVector, this.episodeVectors, e * this.dims));
      rankings.push({ order: positiveOrder(similarity), weight: o.lsaEpisodeWeight });
    }
    const fused = reciprocalRankFusion(rankings, count, o.episodeFusionK);
    const episodes = topPositive(fused, limit);
    const top = fused[episodes[0]!] ?? 1;
    let ranked: Scored[] = [];
    for (const e of episodes) {
      const episodeScore = fused[e]! / top;
      // Episodes come best first: once the list is full, a worse episode cannot enter it.
      if (ranked.length === limit && episodeScore <= ranked[limit - 1]!.score) break;
      const from = this.episodeStart[e]!;
      const within = topPositive(this.passageScores(from, this.episodeStart[e + 1]!, keyword, keywordMax, queryVector), limit);
      within.forEach((i, rank) => ranked.push({ index: from + i, score: episodeScore / (1 + rank) }));
      ranked = ranked.sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit);
    }
    return ranked;
  }

  /** The best soft coverage of the question by the context (words and speakers) of a candidate passage. */
  private coverage(terms: readonly string[], idf: ReadonlyMap<string, number>, keyword: Float64Array, hits: number[]): number {
    const o = this.options;
    const question: QuestionTerm[] = terms.map((term) => ({ term, weight: idf.get(term) ?? 0 }));
    const semantic = o.semanticCoverage ? this.space : null;
    const termVectors = new Map(terms.map((t) => [t, { vector: semantic?.termVector(t) ?? null, products: new Map<number, number>() }]));
    let best = 0;
    for (const center of new Set([...topPositive(keyword, o.coverageCandidates), ...hits])) {
      const [from, to] = this.context(center, o.coverageRadius);
      const evidence = new Set<string>();
      for (let i = from; i <= to; i++) {
        for (const t of this.passages[i]!.terms) evidence.add(t);
        for (const t of this.speakerTerms[i]!) evidence.add(t);
      }
      const similarity = (term: string) => {
        const { vector, products } = termVectors.get(term)!;
        return vector ? this.contextSimilarity(vector, products, center, o.coverageRadius) : 0;
      };
      best = Math.max(best, softCoverage(question, evidence, similarity));
    }
    return best;
  }
}
