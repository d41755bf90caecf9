import { readFailure } from '../../lib/request-errors';
import type { ToastOptions } from '../../ui/toast';

/** SPEC §8: the description when an error carries no message of its own. */
export const UNKNOWN_ERROR = 'An unknown error occurred';

/** SPEC §6: the update-episode flow's texts for 401 and 403. */
export const AUTH_FAILED_TEXT = 'Authentication failed. Please log in again.';
export const EPISODE_FORBIDDEN_TEXT = 'You do not have permission to update episodes.';

/**
 * A destructive toast whose description is the server's message; without one, the page's
 * fallback (more precise than a plain "could not reach the server"); without a fallback, the
 * plain sentence readFailure gives, or 'An unknown error occurred' for a GraphQL error without a message.
 */
export function failureToast(title: string, error: unknown, fallback?: string): ToastOptions {
  const { message, network } = readFailure(error);
  const description = (!network && message) || fallback || message || UNKNOWN_ERROR;
  return { title, description, variant: 'destructive' };
}

/** SPEC §6/§8: the update-episode flow maps 401 and 403 to its own texts. */
export function episodeUpdateFailureToast(error: unknown): ToastOptions {
  const failure = readFailure(error);
  if (failure.code === 'UNAUTHENTICATED') return { title: 'Authentication failed', description: AUTH_FAILED_TEXT, variant: 'destructive' };
  if (failure.code === 'FORBIDDEN') return { title: 'Authentication failed', description: EPISODE_FORBIDDEN_TEXT, variant: 'destructive' };
  return failureToast('Update failed', error);
}

/** `extensions.fields` restricted to the form's own fields, for react-final-form submit errors. */
export function submitErrors<K extends string>(error: unknown, formFields: readonly K[]): Partial<Record<K, string>> | undefined {
  const { fields } = readFailure(error);
  if (!fields) return undefined;
  const errors: Partial<Record<K, string>> = {};
  for (const name of formFields) if (fields[name]) errors[name] = fields[name];
  return Object.keys(errors).length > 0 ? errors : undefined;
}
