/**
 * A word as the engine and the answer checks read it: letters and digits, with inner
 * apostrophes ("don't", "Lenny’s"). One pattern for the term pipeline, the composer and
 * the readability checker, so that they count the same words.
 */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The words of `text`, in order. */
export const wordsOf = (text: string): string[] => text.match(WORD_PATTERN) ?? [];
