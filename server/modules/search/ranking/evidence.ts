/**
 * Two pieces of evidence for answering a question, each on a scale that keeps its meaning
 * whatever the number of indexed passages (docs/adr/0003-passage-ranking.md).
 *
 * 1. Information beyond chance: how much a passage window tells about a question beyond chance, on a scale that keeps
 * its meaning whatever the number of indexed passages (docs/adr/0003-passage-ranking.md).
 *
 * Each question term carries its information ln((N + 1) / (df + 0.5)) at the passage level
 * (N passages, df of them holding the term; a term no passage holds carries the most). A
 * window that holds a set S of the terms earns Σ_{t∈S} info_t; among the W windows of the
 * corpus, about W · Π_{t∈S} df_t / N passages would gather S by chance, so ln W is
 * subtracted: a larger archive raises the bar by exactly the log of its size. Divided by
 * the question's whole information, the value is the share of the question the window
 * answers beyond coincidence (≤ 1; 0 or less: no better than chance). Counting a term's
 * information at the passage level rather than the window's asks the terms to gather as
 * in one passage; it separated the tuning questions better than the window-level count
 * (ADR 0003).
 *
 * 2. Topicality: whether the archive talks about what the question asks more, or less, than
 * everyday English does. A question about jump-starting a car shares words with a guest's
 * story of a breakdown, but its words are rarer in the archive than in everyday speech; an
 * answerable question, even a paraphrase, uses words the archive uses at least as often.
 */

export interface QuestionTerm {
  term: string;
  /** Information of the term in the indexed corpus (nats). */
  information: number;
}

/** The information of a term found in `df` of `passages` passages. */
export const termInformation = (df: number, passages: number) => Math.log((passages + 1) / (df + 0.5));

/** Share (≤ 1, negative when below chance) of the question's information the window earns beyond chance. */
export function informationBeyondChance(question: readonly QuestionTerm[], present: ReadonlySet<string>, windows: number): number {
  let total = 0;
  let found = 0;
  for (const { term, information } of question) {
    total += information;
    if (present.has(term)) found += information;
  }
  return total > 0 ? (found - Math.log(Math.max(1, windows))) / total : 0;
}

/** A question term's use in the archive and in the reference English (text/english-frequency.ts). */
export interface TermUse {
  /** Information of the term in the indexed corpus (nats): the weight of the term. */
  information: number;
  /** Occurrences in the archive's passages. */
  archive: number;
  /** Occurrences in the reference English. */
  english: number;
}

/**
 * The information-weighted mean of ln(rate in the archive / rate in everyday English) over
 * the question's terms (counts + 0.5 over each side's total): above 0, the archive uses the
 * question's most informative words more than everyday English does; below 0, less (the
 * question is about something else). Rates, not counts: the value does not grow with the
 * archive. A term the archive never uses counts at most 0; terms that neither side uses tell
 * nothing and are left out; 0 when none is left.
 */
export function topicality(terms: readonly TermUse[], archiveTotal: number, englishTotal: number): number {
  let weighted = 0;
  let weights = 0;
  for (const { information, archive, english } of terms) {
    if (archive === 0 && english === 0) continue;
    const ratio = Math.log(((archive + 0.5) / Math.max(1, archiveTotal)) * (englishTotal / (english + 0.5)));
    // A word the archive never uses is evidence against the question's topic, never for it (in a small archive, 0.5 is a high rate).
    weighted += information * (archive === 0 ? Math.min(0, ratio) : ratio);
    weights += information;
  }
  return weights > 0 ? weighted / weights : 0;
}
