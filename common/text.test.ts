import { describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, text, unstorableText, unstorableTextIn } from './text.js';

describe('text PostgreSQL can store', () => {
  it('finds a NUL in strings, keys and nested values', () => {
    expect(unstorableText('a\u0000b')).toBe(NUL_MESSAGE);
    expect(unstorableTextIn({ a: ['ok', { b: 'x\u0000' }] })).toBe(NUL_MESSAGE);
    expect(unstorableTextIn({ 'k\u0000': 1 })).toBe(NUL_MESSAGE);
    expect(unstorableTextIn({ a: ['ok', { b: 'fine', n: 1, z: null }] })).toBeNull();
    expect(unstorableTextIn(42)).toBeNull();
  });

  it('finds a lone surrogate, high or low, anywhere, and lets paired ones (emoji) through', () => {
    for (const lone of ['\ud800', 'a\ud800b', 'end\udbff', '\udc00start', 'a\udfffb', '\ud83d\ud83d\ude00', '\ude00\ud83d'])
      expect(unstorableText(lone), JSON.stringify(lone)).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextIn({ quotes: [{ text: 'fine', guest: 'x\ud800' }] })).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextIn({ '\udc00': 'key' })).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableText('pricing 😀 \ud83d\ude00 é')).toBeNull();
  });

  it('is refused by the text schema, as is text over its length', () => {
    const schema = text(5, 'Must be text', 'Too long');
    expect(schema.safeParse('hello').success).toBe(true);
    expect(schema.safeParse('he😀').success).toBe(true);
    expect(schema.safeParse('he\u0000lo').error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(schema.safeParse('he\ud800lo').error?.issues[0]?.message).toBe(LONE_SURROGATE_MESSAGE);
    expect(schema.safeParse('hello!').error?.issues[0]?.message).toBe('Too long');
    expect(schema.safeParse(5).error?.issues[0]?.message).toBe('Must be text');
  });
});
