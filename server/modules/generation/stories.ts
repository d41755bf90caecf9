import { isPastForm, isVerbAdverb } from '../../../common/standalone-sentence.js';
import { wordsOf } from '../../../common/words.js';

/**
 * Stories, and questions about what happened. Asked "How do I…?" or "What makes a good…?",
 * a guest often tells what they once did ("We had tried a similar referral program…", "I
 * remember sitting in a cramped office…"): evidence the quotes carry, but no answer on its
 * own. The lead and the Key Takeaways prefer a statement of what holds in general
 * (extractive.adapter.ts), unless the question asks what happened ("How did Cursor
 * grow?"), which a story answers.
 */

/** A story opens with its teller: "I" or "we" among the first words ("So, at Airbnb, we…"). */
const TELLER = new Set(['i', 'we']);
const TELLER_WITHIN = 6;
/** Words a hypothesis opens with ("If we raised prices…" is no story). */
const HYPOTHETICAL = new Set(['if', 'unless', 'whenever', 'imagine', 'suppose']);
/** Verbs of memory in the present that tell a story all the same ("I remember sitting…"). */
const MEMORY = new Set(['remember', 'recall']);

/** Whether a sentence tells what the speaker did or went through: "I" or "we" early on, then a past form or "remember". */
export function tellsStory(sentence: string): boolean {
  const words = wordsOf(sentence).map((w) => w.toLowerCase());
  const at = words.findIndex((w) => TELLER.has(w));
  if (at === -1 || at > TELLER_WITHIN || words.slice(0, at).some((w) => HYPOTHETICAL.has(w))) return false;
  for (const word of words.slice(at + 1)) {
    if (MEMORY.has(word) || isPastForm(word)) return true;
    if (!isVerbAdverb(word)) return false;
  }
  return false;
}

/** Whether a question asks what happened ("How did…?", "What was…?", "Which change produced…?"): then a story answers it. */
export const asksWhatHappened = (question: string) => wordsOf(question).some(isPastForm);
