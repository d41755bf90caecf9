/** A verbatim quote from an episode, as stored in a response's sources and shown to visitors. */
export interface Quote {
  /** The words exactly as spoken (a substring of one speaker turn). */
  text: string;
  /** Episode number. */
  episode: number;
  /** Who said it (the turn's speaker); the episode's guest when unknown. */
  guest: string;
  /** Start of the turn that holds the quote: mm:ss or h:mm:ss. */
  timestamp: string;
  /**
   * True when that start is an estimate (the transcript gave the turn no time: 150 words
   * per minute from the turn before); shown as "~mm:ss". Absent or null (older quotes): exact.
   */
  estimated?: boolean | null;
}

export interface Sources {
  quotes: Quote[];
}
