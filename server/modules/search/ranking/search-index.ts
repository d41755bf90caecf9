import { setImmediate as nextTurn } from 'node:timers/promises';
import { endsWithQuestion } from '../../../../common/passages.js';
import { FeatureMemo } from '../semantic/episode-features.js';
import { dot, normalize, type LsaSpace } from '../semantic/lsa.js';
import type { PassageHit, PassageSearchResult } from '../search.port.js';
import { distinctTerms, tokenize } from '../text/terms.js';
import { englishFrequencies } from '../text/english-frequency.js';
import { termInformation, type QuestionTerm } from './evidence.js';
import { positiveOrder, reciprocalRankFusion, topPositive } from './fusion.js';
import { KeywordIndex, MAX_TERMS } from './keyword-index.js';
import { rankerScore, weightVector } from './learned-ranker.js';
import { DEFAULT_RANKING, type RankingOptions } from './ranking-options.js';
import { namedGuests } from '../text/named-guests.js';
import { ArchiveNames } from '../text/question-names.js';
import { bestOf, firstOfEach, rankWithRepeatDecay } from './ordering.js';
import { feature, FEATURE_COUNT, informationShare, phraseShare, proximity, questionPhrases, type WeightedTerm } from './passage-features.js';
import { secondaryVoices } from './voices.js';
import { windowAround, windowEvidence, type PassageLayout } from './window-evidence.js';

/**
 * The in-memory passage index and the ranking of passages for a question (see
 * docs/adr/0003-passage-ranking.md). Passages are ranked directly: each candidate is scored
 * by a learned linear model (learned-ranker.ts) over its features (passage-features.ts: its
 * BM25 and its neighbours', the share of the question it covers, its LSA similarity in
 * context, the standing of its episode, who speaks it, the host's question before it, term
 * proximity…); then each further passage of an episode already listed counts less, so that
 * a question spanning episodes gets the answering passage of each. Built from what
 * PostgreSQL stores; immutable once built.
 */

export interface IndexedPassage extends Omit<PassageHit, 'score'> {
  /** Index terms of the text (text/terms.ts). */
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

/** The passage context whose LSA vector scores a passage: one passage each side. */
const PASSAGE_CONTEXT = 1;

/** Candidate passages of a question (positions in the index, ascending) and their features, FEATURE_COUNT per candidate. */
export interface Candidates {
  indices: number[];
  features: Float64Array;
}

const [F_BM25, F_NEIGHBOURS, F_COVERAGE, F_CONTEXT_COVERAGE, F_LSA, F_STANDING, F_SECONDARY, F_HOST_QUESTION, F_PROXIMITY, F_PHRASE, F_LENGTH, F_TURN_START] = (
  ['bm25', 'neighbours', 'coverage', 'contextCoverage', 'lsa', 'standing', 'secondary', 'hostQuestion', 'proximity', 'phrase', 'length', 'turnStart'] as const
).map(feature) as [number, number, number, number, number, number, number, number, number, number, number, number];

/** A search that found nothing (no question words, no match, or no passages asked for). */
export const NO_PASSAGES: PassageSearchResult = {
  hits: [],
  evidence: { scale: 'information-beyond-chance', value: 0, complete: false, inPassing: false, topicality: 0, unmentionedNames: 0 },
};

export class SearchIndex {
  private readonly passages: IndexedPassage[];
  /** Episode of each passage; episode e holds passages episodeStart[e] up to episodeStart[e + 1]. */
  private readonly episodeOf: Uint32Array;
  private readonly episodeStart: Uint32Array;
  private readonly secondary: Uint8Array;
  /** 1 for a passage opening its speaker turn; the last passage of the turn before (-1: none in the episode); 1 when a passage ends with a question mark. */
  private readonly turnStart: Uint8Array;
  /** The speaker turn of each passage, numbered across the index. */
  private readonly turnOf: Uint32Array;
  private readonly previousTurnEnd: Int32Array;
  private readonly asksQuestion: Uint8Array;
  private readonly firstWeights: Float64Array;
  private readonly secondWeights: Float64Array;
  /** Speaker-label terms of each passage (evidence for questions naming a guest). */
  private readonly speakerTerms: readonly string[][];
  /** The distinct terms of each episode's guest name. */
  private readonly guestTerms: readonly (readonly string[])[];
  /** The terms of the secondary voices' speaker labels that name no episode's guest: the host's name (and the sponsor reader's). */
  private readonly hostTerms: ReadonlySet<string>;
  /** The names the archive mentions, its people's included (a question naming someone else is declined). */
  private readonly names: ArchiveNames;
  private readonly keywords: KeywordIndex;
  /** What the evidence reads (window-evidence.ts). */
  private readonly layout: PassageLayout;
  private readonly vocabularySize: number;
  private readonly dims: number;
  /** passages × dims unit vectors of each passage with its neighbours (PASSAGE_CONTEXT); episodes × dims unit vectors. */
  private readonly contextVectors: Float32Array;
  private readonly episodeVectors: Float32Array;

  /**
   * An index whose episodes' features (LSA vectors of every passage: seconds at archive size
   * when the model is new) are computed an episode at a time, other work running in between,
   * before the rest is built.
   */
  static async build(
    episodes: readonly IndexedEpisode[],
    space: LsaSpace | null,
    options: RankingOptions = DEFAULT_RANKING,
    memo = new FeatureMemo(),
  ): Promise<SearchIndex> {
    memo.useModel(space);
    for (const episode of episodes) {
      memo.featuresOf(episode, PASSAGE_CONTEXT);
      await nextTurn();
    }
    return new SearchIndex(episodes, space, options, memo);
  }

  constructor(
    private readonly episodes: readonly IndexedEpisode[],
    private readonly space: LsaSpace | null,
    private readonly options: RankingOptions = DEFAULT_RANKING,
    memo: FeatureMemo = new FeatureMemo(),
  ) {
    memo.useModel(space);
    englishFrequencies(); // read once per process here (≈0.4 s), not during a visitor's question
    const features = episodes.map((e) => memo.featuresOf(e, PASSAGE_CONTEXT));
    this.passages = episodes.flatMap((e) => e.passages);
    this.keywords = new KeywordIndex(this.passages);
    this.episodeStart = new Uint32Array(episodes.length + 1);
    episodes.forEach((e, i) => (this.episodeStart[i + 1] = this.episodeStart[i]! + e.passages.length));
    this.episodeOf = new Uint32Array(this.passages.length);
    episodes.forEach((_, e) => this.episodeOf.fill(e, this.episodeStart[e], this.episodeStart[e + 1]));
    this.secondary = Uint8Array.from(
      secondaryVoices(episodes.map((e) => ({ guest: e.guest, passages: e.passages.map((p) => ({ speaker: p.speaker, words: p.terms.length })) }))).flat(),
      Number,
    );
    this.turnStart = new Uint8Array(this.passages.length);
    this.previousTurnEnd = new Int32Array(this.passages.length).fill(-1);
    this.asksQuestion = Uint8Array.from(this.passages, (p) => Number(endsWithQuestion(p.text)));
    this.turnOf = new Uint32Array(this.passages.length);
    for (let i = 0; i < this.passages.length; i++) {
      const sameTurn = i > this.episodeStart[this.episodeOf[i]!]! && this.passages[i - 1]!.turnIndex === this.passages[i]!.turnIndex;
      this.turnStart[i] = sameTurn ? 0 : 1;
      this.turnOf[i] = i === 0 ? 0 : this.turnOf[i - 1]! + (sameTurn ? 0 : 1);
      this.previousTurnEnd[i] = sameTurn ? this.previousTurnEnd[i - 1]! : i > this.episodeStart[this.episodeOf[i]!]! ? i - 1 : -1;
    }
    this.firstWeights = weightVector(options.ranker.first);
    this.secondWeights = weightVector(options.ranker.second);
    const labels = new Map<string, string[]>();
    this.speakerTerms = this.passages.map((p) => labels.get(p.speaker) ?? labels.set(p.speaker, tokenize(p.speaker)).get(p.speaker)!);
    this.layout = {
      passages: this.passages,
      speakerTerms: this.speakerTerms,
      episodeOf: this.episodeOf,
      episodeStart: this.episodeStart,
      keywords: this.keywords,
    };
    this.guestTerms = episodes.map((e) => distinctTerms(e.guest ?? ''));
    // A guest of one episode heard in another (a co-host, a returning guest) is no host: their name keeps its meaning.
    const guestNames = new Set(this.guestTerms.flat());
    this.hostTerms = new Set(this.speakerTerms.filter((_, i) => this.secondary[i] === 1).flatMap((label) => label.filter((t) => !guestNames.has(t))));
    this.names = new ArchiveNames(
      [...this.guestTerms.flat(), ...[...labels.values()].flat()],
      (t) => this.keywords.documentFrequency(t) > 0,
      (terms) => this.holdsInOrder(terms),
    );
    this.vocabularySize = memo.vocabulary.size;
    this.dims = space?.dims ?? 0;
    this.contextVectors = new Float32Array(this.passages.length * this.dims);
    this.episodeVectors = new Float32Array(episodes.length * this.dims);
    if (!space) return;
    features.forEach((f, e) => {
      this.episodeVectors.set(this.episodeVector(e, f.vectors!), e * this.dims);
      this.contextVectors.set(f.contextVectors!, this.episodeStart[e]! * this.dims);
    });
  }

  get size() {
    return { episodes: this.episodes.length, passages: this.passages.length, terms: this.vocabularySize, dims: this.dims };
  }

  /** The episode's passage directions (its raw passage vectors, in order), longer passages weighing more, secondary voices left out. */
  private episodeVector(e: number, vectors: Float32Array): Float32Array {
    const k = this.dims;
    const sum = new Float32Array(k);
    const [from, to] = [this.episodeStart[e]!, this.episodeStart[e + 1]!];
    let primaryOnly = false;
    for (let i = from; i < to; i++) if (!this.secondary[i]) primaryOnly = true;
    for (let i = from; i < to; i++) {
      if (primaryOnly && this.secondary[i]) continue;
      const at = (i - from) * k;
      let squares = 0;
      for (let j = 0; j < k; j++) squares += vectors[at + j]! ** 2;
      if (squares === 0) continue;
      const weight = Math.sqrt(this.passages[i]!.terms.length / squares);
      for (let j = 0; j < k; j++) sum[j]! += weight * vectors[at + j]!;
    }
    return normalize(sum);
  }

  /** Passages within `radius` of a passage, in its episode. */
  private context(center: number, radius: number): [from: number, to: number] {
    return windowAround(this.layout, center, radius);
  }

  /** Cosine of a passage's context (one passage each side) with the question's unit vector (0 when negative). */
  private similarity(queryVector: Float32Array, passage: number): number {
    return Math.max(0, dot(queryVector, this.contextVectors, passage * this.dims));
  }

  /**
   * The passages a question can rank, with their features (passage-features.ts, FEATURE_COUNT
   * per candidate, in `indices` order): the best keyword passages with their neighbours, and
   * the passages nearest by LSA in the episodes nearest by LSA; with a `scope` (episode
   * positions), every passage of those episodes holding a question term or next to one, and
   * their passages nearest by LSA, too. Null when nothing matches.
   */
  candidates(questionTerms: readonly string[], scope: readonly number[] = []): Candidates | null {
    // Features tell the question's terms apart by bits of a 32-bit mask; a question has at most 20 words.
    const terms = questionTerms.slice(0, MAX_TERMS);
    if (terms.length === 0 || this.passages.length === 0) return null;
    const o = this.options;
    const count = this.passages.length;
    const bm25 = this.keywords.score(terms, o.bm25);
    const folded = this.space ? normalize(this.space.fold(terms)) : null;
    const queryVector = folded?.some((x) => x !== 0) ? folded : null;
    if (bm25.matched.length === 0 && !queryVector) return null;

    // Keyword score of every passage holding a question term, or next to one: its BM25 plus its neighbours'.
    const keyword = new Float64Array(count);
    const touched: number[] = [];
    for (const i of bm25.matched) {
      const score = bm25.scores[i]!;
      const [from, to] = this.context(i, 1);
      for (let j = from; j <= to; j++) {
        if (keyword[j] === 0) touched.push(j);
        keyword[j]! += (j === i ? 1 : o.contextWeight) * score;
      }
    }
    let keywordMax = 0;
    for (const i of touched) if (keyword[i]! > keywordMax) keywordMax = keyword[i]!;

    const candidates = new Set(bestOf(keyword, touched, o.keywordCandidates));
    const scoped = new Set(scope);
    if (scoped.size > 0) for (const i of touched) if (scoped.has(this.episodeOf[i]!)) candidates.add(i);
    const episodeSimilarity = queryVector
      ? Float64Array.from({ length: this.episodes.length }, (_, e) => dot(queryVector, this.episodeVectors, e * this.dims))
      : null;
    const semantic = new Float64Array(count);
    if (queryVector && episodeSimilarity) {
      const near: number[] = [];
      for (const e of new Set([...topPositive(episodeSimilarity, o.semanticEpisodes), ...scope])) {
        for (let i = this.episodeStart[e]!; i < this.episodeStart[e + 1]!; i++) {
          semantic[i] = this.similarity(queryVector, i);
          near.push(i);
        }
      }
      for (const i of bestOf(semantic, near, o.semanticCandidates)) candidates.add(i);
      for (const i of candidates) if (semantic[i] === 0) semantic[i] = this.similarity(queryVector, i);
    }
    const standing = this.episodeStanding(keyword, touched, episodeSimilarity);

    const question: WeightedTerm[] = terms.map((term) => ({ term, idf: bm25.idf.get(term)! }));
    const questionSet = new Set(terms);
    const phrases = questionPhrases(terms);
    const indices = [...candidates].sort((a, b) => a - b);
    const features = new Float64Array(indices.length * FEATURE_COUNT);
    const scale = keywordMax > 0 ? 1 / keywordMax : 0;
    indices.forEach((i, c) => {
      const at = c * FEATURE_COUNT;
      const [from, to] = this.context(i, 1);
      // Bit masks of the question terms held (keyword-index.ts): the passage's own, and with its neighbours.
      const own = bm25.held[i]!;
      let around = own;
      let neighbours = 0;
      for (let j = from; j <= to; j++) {
        if (j === i) continue;
        neighbours += bm25.scores[j]!;
        around |= bm25.held[j]!;
      }
      const previous = this.previousTurnEnd[i]!;
      const asked = previous >= 0 && this.secondary[previous] === 1 && this.asksQuestion[previous] === 1;
      const passage = this.passages[i]!;
      // Two question terms or more (a mask with more than one bit set).
      const several = (own & (own - 1)) !== 0;
      features[at + F_BM25] = bm25.scores[i]! * scale;
      features[at + F_NEIGHBOURS] = neighbours * scale;
      features[at + F_COVERAGE] = informationShare(question, own);
      features[at + F_CONTEXT_COVERAGE] = informationShare(question, around);
      features[at + F_LSA] = semantic[i]!;
      features[at + F_STANDING] = standing[this.episodeOf[i]!]!;
      features[at + F_SECONDARY] = this.secondary[i]!;
      features[at + F_HOST_QUESTION] = asked ? informationShare(question, bm25.held[previous]!) : 0;
      features[at + F_PROXIMITY] = several ? proximity(passage.terms, questionSet) : 0;
      features[at + F_PHRASE] = several ? phraseShare(passage.terms, phrases) : 0;
      features[at + F_LENGTH] = passage.terms.length / 100;
      features[at + F_TURN_START] = this.turnStart[i]!;
    });
    return { indices, features };
  }

  /** Episode (position in the index) of a passage. */
  episodeIndexOf(passage: number): number {
    return this.episodeOf[passage]!;
  }

  /** Speaker turn of a passage, numbered across the index. */
  turnIndexOf(passage: number): number {
    return this.turnOf[passage]!;
  }

  /** Whether a passage holds the terms one after another (searched among the passages holding the rarest). */
  private holdsInOrder(terms: readonly string[]): boolean {
    const rarest = terms.reduce((a, b) => (this.keywords.documentFrequency(b) < this.keywords.documentFrequency(a) ? b : a));
    for (const p of this.keywords.passagesWith(rarest)) {
      const held = this.passages[p]!.terms;
      for (let i = 0; i + terms.length <= held.length; i++) if (terms.every((t, k) => held[i + k] === t)) return true;
    }
    return false;
  }

  /** The passage at a position of the index, with its episode. */
  passageAt(passage: number): IndexedPassage {
    return this.passages[passage]!;
  }

  /**
   * The best passages for a question's distinct index terms (text/terms.ts `distinctTerms`), and
   * the evidence they give; `mentioned` are the names the question mentions (text/question-names.ts).
   */
  search(allTerms: readonly string[], limit: number, mentioned: readonly (readonly string[])[] = []): PassageSearchResult {
    if (limit <= 0) return NO_PASSAGES;
    // The host's name in a passage is a guest addressing the host ("Thanks for having me,
    // Maya") or the host's own introduction, in every episode: it tells nothing of where
    // the host says something on the question ("What does Maya think about pricing?"), so
    // the question is searched, and its evidence weighed, on its other words. A question
    // that names only the host ("Who is Maya Ortiz?") keeps the name.
    const capitalised = new Set(mentioned.flat());
    const withoutHost = allTerms.filter((t) => !(capitalised.has(t) && this.hostTerms.has(t)));
    const terms = withoutHost.length > 0 ? withoutHost : allTerms;
    // A question naming a guest ("What does Ada Vale say about pricing?") is answered in that
    // guest's episodes: they are ranked first, on the question's other words, since a guest's
    // answers hardly ever hold their own name (the host's introductions and thanks do).
    const scope = namedGuests(this.guestTerms, terms);
    const names = new Set(scope.flatMap((e) => this.guestTerms[e]!));
    const content = terms.filter((t) => !names.has(t));
    const found = this.candidates(content.length > 0 ? content : terms, scope);
    if (!found) return NO_PASSAGES;
    const scoped = new Set(scope);
    const inScope = (c: number) => Number(scoped.has(this.episodeOf[found.indices[c]!]!));
    const { shortlist } = this.options.ranker;
    // A speaker turn is one candidate: the best of its passages by the first model (a long turn's
    // other passages would fill the list with one moment, and the composer quotes a turn once).
    const byFirst = firstOfEach(
      found.indices
        .map((_, c) => ({ c, score: rankerScore(this.firstWeights, found.features, c * FEATURE_COUNT) }))
        .sort((a, b) => inScope(b.c) - inScope(a.c) || b.score - a.score || a.c - b.c),
      ({ c }) => this.turnOf[found.indices[c]!]!,
    ).slice(0, Math.max(shortlist, limit));
    const rank = (part: typeof byFirst) =>
      rankWithRepeatDecay(
        part.map(({ c }) => found.indices[c]!),
        part.map(({ c }) => rankerScore(this.secondWeights, found.features, c * FEATURE_COUNT)),
        (i) => this.episodeOf[i]!,
        this.options.episodeRepeatDecay,
        limit,
      );
    const ranked = [...rank(byFirst.filter(({ c }) => inScope(c) === 1)), ...rank(byFirst.filter(({ c }) => inScope(c) === 0))].slice(0, limit);
    const hits = ranked.map(({ index, score }) => {
      const { terms: _terms, ...hit } = this.passages[index]!;
      return { ...hit, score };
    });
    const question: QuestionTerm[] = terms.map((term) => ({ term, information: termInformation(this.keywords.documentFrequency(term), this.passages.length) }));
    return {
      hits,
      evidence: {
        scale: 'information-beyond-chance',
        ...windowEvidence(
          this.layout,
          question,
          ranked.map((r) => r.index),
          { radius: this.options.evidenceRadius, candidates: this.options.evidenceCandidates },
        ),
        unmentionedNames: this.names.unmentioned(mentioned),
      },
      termInformation: new Map(question.map(({ term, information }) => [term, information])),
    };
  }

  /** Episodes ranked by their best keyword passage and by LSA similarity, fused (RRF), scaled to 0..1. */
  private episodeStanding(keyword: Float64Array, touched: readonly number[], similarity: Float64Array | null): Float64Array {
    const count = this.episodes.length;
    const best = new Float64Array(count);
    for (const i of touched) if (keyword[i]! > best[this.episodeOf[i]!]!) best[this.episodeOf[i]!] = keyword[i]!;
    const rankings = [{ order: positiveOrder(best), weight: 1 }];
    if (similarity) rankings.push({ order: positiveOrder(similarity), weight: 1 });
    const fused = reciprocalRankFusion(rankings, count, this.options.episodeFusionK);
    const top = Math.max(...fused);
    if (top > 0) for (let e = 0; e < count; e++) fused[e]! /= top;
    return fused;
  }
}
