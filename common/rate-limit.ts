/** The visitor's demo reset (RATE_LIMIT_VISITOR_RESETS_DAILY), in the words server and client share. */

const AFTER_RESETS = 'Your questions start again tomorrow (UTC); meanwhile you can explore existing prompts.';

/** SPEC §8: the offer of the demo reset, on the answer page's panel and under home's capacity message. */
export const RESET_OFFER_MESSAGE = "You've reached the request limit for now. Since this is a demo, you can reset your limit.";

/** The day's demo resets are used up. */
export const RESETS_SPENT_MESSAGE = `You've already used today's demo reset. ${AFTER_RESETS}`;
/** RATE_LIMIT_VISITOR_RESETS_DAILY=0. */
export const RESETS_OFF_MESSAGE = `The demo reset is turned off on this site. ${AFTER_RESETS}`;

export const resetsRefusedMessage = (resetsDaily: number) => (resetsDaily === 0 ? RESETS_OFF_MESSAGE : RESETS_SPENT_MESSAGE);

/** What a visitor's counters allow the rate-limit panel to offer. */
export type ResetOffer = 'reset' | 'resetsSpent' | 'siteFull';

/**
 * 'siteFull' when the whole site has no answers left today (a reset would not help),
 * 'resetsSpent' when the visitor has no demo reset left, else 'reset'. Unknown counters
 * offer the reset (the server has the last word).
 */
export function resetOffer(info: { globalRemaining?: number; resetsRemaining?: number } | null | undefined): ResetOffer {
  if (info?.globalRemaining !== undefined && info.globalRemaining <= 0) return 'siteFull';
  if (info?.resetsRemaining !== undefined && info.resetsRemaining <= 0) return 'resetsSpent';
  return 'reset';
}
