import { z } from 'zod';
import { QUESTION_BLANK, QUESTION_NOT_TEXT } from '../../../common/question.js';

/** POST /api/chat body. The question's own rules (blank, 20 words) are the service's. */
export const AskInput = z.object({ prompt: z.string({ error: (issue) => (issue.input == null ? QUESTION_BLANK : QUESTION_NOT_TEXT) }) });
