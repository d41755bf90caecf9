import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.js';
import { BODY_NOT_OBJECT, parseInput } from './parse-input.js';

const failure = (schema: z.ZodType, value: unknown): AppError => {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('parsed');
};

describe('parseInput', () => {
  const Ask = z.object({ prompt: z.string() });

  it('returns what the schema parses', () => {
    expect(parseInput(Ask, { prompt: 'pricing' })).toEqual({ prompt: 'pricing' });
  });

  it('names the field of zod’s own type messages', () => {
    const error = failure(Ask, { prompt: 3 });
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/^prompt: /);
    expect(error.fields).toEqual({ prompt: expect.any(String) });
  });

  it('says a whole input of another JSON type than an object must be one (an array body)', () => {
    for (const value of [[], ['pricing'], 'pricing', 42]) expect(failure(Ask, value).message).toBe(BODY_NOT_OBJECT);
  });

  it('keeps a schema’s own message, and zod’s for a whole input that is not meant to be an object', () => {
    expect(failure(z.object({ prompt: z.string() }, { error: 'The sign-up must be an object.' }), []).message).toBe('The sign-up must be an object.');
    expect(failure(z.string(), []).message).not.toBe(BODY_NOT_OBJECT);
  });
});
