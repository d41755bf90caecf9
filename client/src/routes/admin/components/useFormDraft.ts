import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from '../../../ui/toast';
import { sessionLost } from '../../../lib/request-errors';

/**
 * What an admin typed into a form whose save was refused because the session had ended: kept
 * in the tab's sessionStorage while the admin signs in again (the login page leads back to the
 * form), and given back once to the same form, if what the form started from is unchanged.
 */
interface StoredDraft<T> {
  /** The values the form started from (a new episode's defaults, or the episode as stored). */
  base: T;
  values: T;
}

const PREFIX = 'admin-form-draft:';

/** Keeps `values` for the form `key` (storage full or turned off: nothing is kept). */
export function keepDraft<T>(key: string, base: T, values: T): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ base, values } satisfies StoredDraft<T>));
  } catch {
    // Without storage the edits cannot outlive the page; the failure toast has said why the save failed.
  }
}

/** The kept values of form `key`, when they were typed over the same `base`; null otherwise. Leaves them kept. */
export function readDraft<T>(key: string, base: T): T | null {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    if (stored === null) return null;
    const draft = JSON.parse(stored) as StoredDraft<T>;
    return JSON.stringify(draft.base) === JSON.stringify(base) ? draft.values : null;
  } catch {
    return null;
  }
}

/** Forgets the kept values of form `key`. */
export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}

/**
 * A form's starting values and its draft keeping: `initialValues` are the kept values of form
 * `key` when there are some over the same `base` (announced by a toast, and forgotten so that
 * they come back once), else `base`; `keepIfSessionEnded` keeps the values of a save the
 * server refused for the session, before the admin guard sends the admin to sign in again.
 */
export function useFormDraft<T>(key: string, base: T | null): { initialValues: T | null; keepIfSessionEnded: (error: unknown, values: T) => void } {
  const draft = useMemo(() => (base === null ? null : readDraft(key, base)), [key, base]);
  const announced = useRef(false);
  useEffect(() => {
    if (draft === null || announced.current) return;
    announced.current = true;
    dropDraft(key);
    toast({ title: 'Unsaved changes restored', description: 'What you typed before signing in again is back in the form. Check it and save.' });
  }, [draft, key]);
  const keepIfSessionEnded = useCallback(
    (error: unknown, values: T) => {
      if (base !== null && sessionLost(error)) keepDraft(key, base, values);
    },
    [key, base],
  );
  return { initialValues: draft ?? base, keepIfSessionEnded };
}
