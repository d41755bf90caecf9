import type { EntityManager } from '@mikro-orm/postgresql';
import { announcesWhatFollows, endsWithQuestion, splitPassages, splitSentences, turnKey } from '../../../common/passages.js';
import type { TranscriptBlock } from '../../../common/transcript.js';
import type { AnswerPassage, AnswerRequest, EpisodeInfo } from '../generation/generation.port.js';
import type { PassageHit, PassageSearchResult } from '../search/search.port.js';
import { labelIsGuest } from '../search/text/named-guests.js';
import type { TranscriptCache } from './transcript-cache.js';

/**
 * What generation and verification need besides the question: the retrieved passages
 * and the episodes they come from; transcripts (as speaker turns) are loaded on demand,
 * only for the episodes a draft quotes.
 */
export interface AnswerContext {
  request: AnswerRequest;
  transcripts(numbers: number[]): Promise<Map<number, TranscriptBlock[]>>;
}

async function loadEpisodeInfo(em: EntityManager, numbers: number[]): Promise<Map<number, EpisodeInfo>> {
  if (numbers.length === 0) return new Map();
  const rows = await em.getConnection().execute<EpisodeInfo[]>('select number, title, guest from episodes where number in (?)', [numbers]);
  return new Map(rows.map((r) => [r.number, { number: r.number, title: r.title, guest: r.guest }]));
}

/** The host asked a question (no guest of an episode that names its guests, labelIsGuest): the answer is in the next turn. */
const isHostQuestion = (hit: PassageHit, episodes: ReadonlyMap<number, EpisodeInfo>) => {
  const episode = episodes.get(hit.episodeNumber);
  return Boolean(episode?.guest) && !labelIsGuest(hit.speaker, episode!) && endsWithQuestion(hit.text);
};

/** Sentences of the turn a passage continues into when it ends by announcing them. */
const CONTINUATION_SENTENCES = 3;

/** The passage ends by announcing what follows ("…so here's my rule of thumb."): its turn goes on with the answer. */
const announces = (hit: PassageHit) => announcesWhatFollows(splitSentences(hit.text).at(-1) ?? '');

/**
 * The passage's text run on into the next sentences of its own speaker turn (so a quote
 * taken from it is still verbatim within one turn), when it ends by announcing them; else
 * its text as retrieved.
 */
function continued(hit: PassageHit, turn: TranscriptBlock | undefined): string {
  if (!turn || turn.speaker !== hit.speaker || !announces(hit)) return hit.text;
  const own = splitSentences(hit.text);
  const all = splitSentences(turn.text);
  const at = all.findIndex((_, i) => own.every((s, j) => all[i + j] === s));
  const next = at === -1 ? [] : all.slice(at + own.length, at + own.length + CONTINUATION_SENTENCES);
  return next.length === 0 ? hit.text : [hit.text, ...next].join(' ');
}

/**
 * Passages for generation, best first. A passage that ends by announcing what follows runs
 * on into the rest of its turn. When retrieval found the host's question, the guest's reply
 * (the next turn) is where the answer is: it is added right after it.
 */
export function answerPassages(
  hits: PassageHit[],
  episodes: ReadonlyMap<number, EpisodeInfo>,
  transcripts: ReadonlyMap<number, readonly TranscriptBlock[]>,
): AnswerPassage[] {
  const out: AnswerPassage[] = [];
  const seenTurns = new Set(hits.map(turnKey));
  for (const hit of hits) {
    const turn = transcripts.get(hit.episodeNumber)?.[hit.turnIndex];
    out.push({
      id: `p${out.length + 1}`,
      episodeNumber: hit.episodeNumber,
      speaker: hit.speaker,
      timestamp: hit.timestamp,
      ...(turn?.estimated ? { estimated: true } : {}),
      turnIndex: hit.turnIndex,
      ordinal: hit.ordinal,
      text: continued(hit, turn),
      score: hit.score,
    });
    const next = transcripts.get(hit.episodeNumber)?.[hit.turnIndex + 1];
    const key = turnKey({ episodeNumber: hit.episodeNumber, turnIndex: hit.turnIndex + 1 });
    if (!isHostQuestion(hit, episodes) || !next || !labelIsGuest(next.speaker, episodes.get(hit.episodeNumber)!) || seenTurns.has(key)) continue;
    seenTurns.add(key);
    const reply = splitPassages([next])[0];
    if (!reply) continue;
    out.push({
      id: `p${out.length + 1}`,
      episodeNumber: hit.episodeNumber,
      speaker: next.speaker,
      timestamp: next.timestamp,
      ...(next.estimated ? { estimated: true } : {}),
      turnIndex: hit.turnIndex + 1,
      ordinal: hit.ordinal + 0.5,
      text: reply.text,
      score: hit.score,
    });
  }
  return out;
}

/** Loads what answering `question` from the search result needs. */
export async function buildAnswerContext(
  em: EntityManager,
  cache: TranscriptCache,
  question: string,
  { hits, termInformation }: Pick<PassageSearchResult, 'hits' | 'termInformation'>,
): Promise<AnswerContext> {
  const episodes = await loadEpisodeInfo(em, [...new Set(hits.map((h) => h.episodeNumber))]);
  const needTurns = [...new Set(hits.filter((h) => isHostQuestion(h, episodes) || announces(h)).map((h) => h.episodeNumber))];
  const turns = await cache.load(em, needTurns);
  return {
    request: { question, passages: answerPassages(hits, episodes, turns), episodes, ...(termInformation ? { termInformation } : {}) },
    transcripts: (numbers) => cache.load(em, numbers),
  };
}
