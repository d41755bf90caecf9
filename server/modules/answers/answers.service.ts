import type { EntityManager } from '@mikro-orm/postgresql';
import { NO_INFORMATION_ANSWER } from '../../../common/answer.js';
import type { Sources } from '../../../common/quote.js';
import { questionError } from '../../../common/question.js';
import type { Viewer } from '../auth/viewer.js';
import { badInput } from '../../errors.js';
import type { PromptsService } from '../prompts/prompts.service.js';
import type { RateLimitInfo, RateLimitService } from '../ratelimit/ratelimit.service.js';
import type { SearchEngine } from '../search/index.js';
import { buildAnswerContext } from './answer-context.js';
import type { AnswerComposer } from './answer-composer.js';
import { isSupported } from './support.js';
import { TranscriptCache } from './transcript-cache.js';

export interface AskInput {
  prompt: string;
}

/** A saved answer (new or found). */
export interface SavedAnswer {
  /** Markdown, or the fixed "no information" sentence. */
  answer: string;
  slug: string;
  promptId: string;
  sources: Sources;
}

export interface AnswerResult extends SavedAnswer {
  rateLimitInfo: RateLimitInfo;
}

export interface AnswersDeps {
  em: EntityManager;
  search: SearchEngine;
  rateLimit: RateLimitService;
  prompts: PromptsService;
  composer: AnswerComposer;
}

/**
 * Answering questions: validate, reuse a saved answer to the same question, take one
 * question from the visitor's allowance, retrieve, decide whether the evidence supports
 * an answer, generate and verify, and save the prompt with its response.
 */
export class AnswersService {
  private readonly transcripts = new TranscriptCache();

  constructor(private readonly deps: AnswersDeps) {}

  /**
   * A visitor's question. A question answered before (same words, ignoring case, spacing
   * and punctuation) gets the saved answer without using the allowance while that answer
   * stands (PromptsService.stands); a declined one is asked again, since new episodes may
   * answer it now, and so is one whose answer quotes an episode deleted since.
   */
  async ask(viewer: Viewer, input: AskInput): Promise<AnswerResult> {
    const question = this.validate(input.prompt);
    const saved = await this.saved(question, true);
    if (saved) return { ...saved, rateLimitInfo: await this.deps.rateLimit.info(viewer.ip) };
    // One question of the allowance, given back if answering fails with a fault, or if the same
    // question asked at the same moment (another tab, another app process) saved its answer first.
    const { value, rateLimitInfo } = await this.deps.rateLimit.spend(
      viewer.ip,
      () => this.answerAndSave(question, viewer.ip, false),
      (answered) => !answered.saved,
    );
    return { ...value.answer, rateLimitInfo };
  }

  /**
   * Answers a question on behalf of the site (start-up seeding of demo questions): no
   * allowance is used; an existing saved answer is returned as it is. Answered questions
   * are published; visitors' answers wait for an administrator (SPEC §3: unpublished by default).
   */
  async answerAsSystem(text: string): Promise<SavedAnswer> {
    const question = this.validate(text);
    return (await this.saved(question, false)) ?? (await this.answerAndSave(question, null, true)).answer;
  }

  private validate(text: string): string {
    const problem = questionError(text);
    if (problem) throw badInput(problem, { prompt: problem });
    return text.trim().replace(/\s+/g, ' ');
  }

  /** The saved answer to the question: any (`standingOnly` false), or only one that still stands. */
  private async saved(question: string, standingOnly: boolean): Promise<SavedAnswer | null> {
    const prompt = await this.deps.prompts.findAnswered(question);
    const response = prompt?.response?.getEntity();
    if (!prompt || !response) return null;
    if (standingOnly && !(await this.deps.prompts.stands(response))) return null;
    return { answer: response.fullResponse, slug: prompt.slug, promptId: prompt.id, sources: { quotes: response.sources.quotes ?? [] } };
  }

  /**
   * `publish`: grounded answers are saved published (demo answers); declined ones never are.
   * `saved` false: the same question was answered meanwhile, and that answer is served.
   */
  private async answerAndSave(question: string, ipAddress: string | null, publish: boolean): Promise<{ answer: SavedAnswer; saved: boolean }> {
    const result = await this.deps.search.searchPassages(question, this.deps.composer.passagesWanted);
    const grounded = isSupported(result) ? await this.deps.composer.compose(await buildAnswerContext(this.deps.em, this.transcripts, question, result)) : null;
    const answer = grounded?.markdown ?? NO_INFORMATION_ANSWER;
    const sources: Sources = { quotes: grounded?.quotes ?? [] };
    const { prompt, saved } = await this.deps.prompts.saveAnswer({
      text: question,
      ipAddress,
      fullResponse: answer,
      sources,
      isPublished: publish && grounded !== null,
      episodeNumber: grounded?.episodeNumber ?? null,
    });
    if (saved) return { answer: { answer, slug: prompt.slug, promptId: prompt.id, sources }, saved };
    const response = prompt.response!.getEntity();
    return { answer: { answer: response.fullResponse, slug: prompt.slug, promptId: prompt.id, sources: { quotes: response.sources.quotes ?? [] } }, saved };
  }
}
