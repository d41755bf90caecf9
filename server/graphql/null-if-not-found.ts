import { AppError } from '../errors.js';

/** For nullable lookups ("null when it does not exist"): NOT_FOUND becomes null; other errors pass. */
export async function nullIfNotFound<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
