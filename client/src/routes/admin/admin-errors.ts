import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ToastOptions } from '../../ui/toast';

/** SPEC §8: the description when an error carries no message of its own. */
export const UNKNOWN_ERROR = 'An unknown error occurred';

/** SPEC §6: the update-episode flow's texts for 401 and 403. */
export const AUTH_FAILED_TEXT = 'Authentication failed. Please log in again.';
export const EPISODE_FORBIDDEN_TEXT = 'You do not have permission to update episodes.';

/** What the admin screens need to know about a failed request. */
export interface RequestFailure {
  /** GraphQL `extensions.code` (UNAUTHENTICATED, FORBIDDEN, CONFLICT…); undefined when the server did not answer in GraphQL. */
  code?: string;
  /** The server's message; undefined when there is none (network failure, unreadable answer). */
  message?: string;
  /** Field name → message from `extensions.fields`. */
  fields?: Record<string, string>;
  /** The request never got a GraphQL answer (offline, server down, proxy error page). */
  network: boolean;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/** Reads any error Apollo Client hands us (GraphQL errors, HTTP errors, fetch failures). */
export function readFailure(error: unknown): RequestFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const fields = first?.extensions?.fields;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: first?.message || undefined,
      fields: isStringRecord(fields) ? fields : undefined,
      network: false,
    };
  }
  if (ServerError.is(error)) {
    const code = error.statusCode === 401 ? 'UNAUTHENTICATED' : error.statusCode === 403 ? 'FORBIDDEN' : undefined;
    return { code, message: error.message || undefined, network: true };
  }
  return { network: true, message: error instanceof Error && error.message ? error.message : undefined };
}

/**
 * A destructive toast whose description is the server's message; without one, the
 * fallback; without a fallback, the error's own message (e.g. a network failure) or
 * 'An unknown error occurred'.
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
