/**
 * The one sentence an answer consists of when the episodes do not support an answer.
 * The client recognises it by exact comparison (SPEC §5) and shows the
 * 'Insufficient information' toast.
 */
export const NO_INFORMATION_ANSWER = "I couldn't find enough information in the podcast episodes to answer that question.";

export const isNoInformationAnswer = (answer: string) => answer.trim() === NO_INFORMATION_ANSWER;
