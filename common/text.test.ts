import { describe, expect, it } from 'vitest';
import { containsNul, hasNul, NUL_MESSAGE, text } from './text.js';

describe('text without NUL', () => {
  it('finds a NUL in strings, keys and nested values', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: ['ok', { b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['ok', { b: 'fine', n: 1, z: null }] })).toBe(false);
    expect(containsNul(42)).toBe(false);
  });

  it('is refused by the text schema, as is text over its length', () => {
    const schema = text(5, 'Must be text', 'Too long');
    expect(schema.safeParse('hello').success).toBe(true);
    expect(schema.safeParse('he\u0000lo').error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(schema.safeParse('hello!').error?.issues[0]?.message).toBe('Too long');
    expect(schema.safeParse(5).error?.issues[0]?.message).toBe('Must be text');
  });
});
