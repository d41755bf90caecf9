import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, parsePage } from './paging.js';

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
};

describe('parsePage', () => {
  it('defaults to 10 from 0 when nothing, null or empty strings are given', () => {
    expect(parsePage()).toEqual({ limit: 10, offset: 0 });
    expect(parsePage({ limit: null, offset: null })).toEqual({ limit: 10, offset: 0 });
    expect(parsePage({ limit: '', offset: '' })).toEqual({ limit: 10, offset: 0 });
  });

  it('reads numbers and decimal strings (query parameters)', () => {
    expect(parsePage({ limit: 1000, offset: 0 })).toEqual({ limit: 1000, offset: 0 });
    expect(parsePage({ limit: '25', offset: ' 50 ' })).toEqual({ limit: 25, offset: 50 });
  });

  it.each([0, 1001, -1, 2.5, '1e2', 'ten', '0x10', Number.NaN])('refuses limit %s', (limit) => {
    const error = failure(() => parsePage({ limit }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(LIMIT_MESSAGE);
    expect(error.fields).toEqual({ limit: LIMIT_MESSAGE });
  });

  it.each([-1, 0.5, 'x', 2 ** 31, Number.MAX_SAFE_INTEGER + 2])('refuses offset %s', (offset) => {
    expect(failure(() => parsePage({ offset })).message).toBe(OFFSET_MESSAGE);
  });
});
