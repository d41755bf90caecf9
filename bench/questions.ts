import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Question files of the evaluation (`../shared/corpus/eval-dev.json`, `eval-dev2.json`):
 * each question has a type and gold entries (episode, the turn's timestamp and a quote of
 * the passage that answers); unanswerable questions have no gold.
 */

export const QUESTION_TYPES = ['paraphrased', 'specific-fact', 'guest-specific', 'cross-episode', 'unanswerable'] as const;
export const UNANSWERABLE = 'unanswerable';

const GoldEntry = z.object({ episode: z.number().int().positive(), timestamp: z.string(), quote: z.string().min(1) });
const EvalQuestion = z.object({ id: z.string(), question: z.string(), type: z.string(), gold: z.array(GoldEntry) });
/** Files to read answers from (answer-samples) only need the question. */
const SampleQuestion = z.object({ id: z.string().optional(), question: z.string() }).loose();

export type GoldEntry = z.infer<typeof GoldEntry>;
export type EvalQuestion = z.infer<typeof EvalQuestion> & { file: string; position: number };
export type SampleQuestion = z.infer<typeof SampleQuestion> & { file: string; position: number };

export type Half = 'odd' | 'even' | 'all';

export function parseHalf(value: string | undefined): Half {
  if (value === undefined || value === 'all') return 'all';
  if (value === 'odd' || value === 'even') return value;
  throw new Error(`--half must be odd, even or all (got "${value}")`);
}

/**
 * The questions of one file at the chosen positions, counted from 1 in the file's order:
 * odd = 1st, 3rd, 5th…; even = 2nd, 4th…; all = every question.
 */
export function selectHalf<T>(questions: readonly T[], half: Half): T[] {
  if (half === 'all') return [...questions];
  return questions.filter((_, i) => ((i + 1) % 2 === 1) === (half === 'odd'));
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the questions file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A question file and the half of it to ask. */
export interface QuestionSource {
  file: string;
  half: Half;
}

/**
 * The files of `--questions` options (`defaults` when none), each with the half `--half`
 * names, unless the option ends with its own (`FILE:odd`, `FILE:even`, `FILE:all`):
 * `--questions eval-dev.json --questions eval-dev2.json:odd` is all of the first and the
 * odd half of the second.
 */
export function questionSources(options: readonly string[] | undefined, defaults: readonly string[], half: string | undefined): QuestionSource[] {
  const fallback = parseHalf(half);
  return (options && options.length > 0 ? options : defaults).map((spec) => {
    const own = /^(.*):(odd|even|all)$/.exec(spec);
    return own ? { file: path.resolve(own[1]!), half: own[2] as Half } : { file: path.resolve(spec), half: fallback };
  });
}

export const describeSources = (sources: readonly QuestionSource[]) =>
  sources.map((s) => `${path.basename(s.file)}${s.half === 'all' ? '' : ` (${s.half})`}`).join(', ');

function load<T extends object>(schema: z.ZodType<T>, sources: readonly QuestionSource[]): (T & { file: string; position: number })[] {
  return sources.flatMap(({ file, half }) => {
    const parsed = z.array(schema).safeParse(readJson(file));
    if (!parsed.success) throw new Error(`${file} is not a valid question list: ${z.prettifyError(parsed.error)}`);
    const numbered = parsed.data.map((q, i) => ({ ...q, file: path.basename(file), position: i + 1 }));
    return selectHalf(numbered, half);
  });
}

export const loadEvalQuestions = (sources: readonly QuestionSource[]): EvalQuestion[] => load(EvalQuestion, sources);

export const loadSampleQuestions = (sources: readonly QuestionSource[]): SampleQuestion[] => load(SampleQuestion, sources);
