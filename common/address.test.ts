import { describe, expect, it } from 'vitest';
import { queryDecodes } from './address.js';

describe('queryDecodes', () => {
  it('accepts an address without a query, and well-formed escapes', () => {
    expect(queryDecodes('/answer')).toBe(true);
    expect(queryDecodes('')).toBe(true);
    expect(queryDecodes('?question=What%20is%20PLG%3F')).toBe(true);
    expect(queryDecodes('/api/search?q=caf%C3%A9+cr%C3%A8me')).toBe(true);
  });

  it('refuses a malformed escape in the query, whole address or search part', () => {
    expect(queryDecodes('?question=%E0%A4%A')).toBe(false);
    expect(queryDecodes('/answer?question=%E0%A4%A')).toBe(false);
    expect(queryDecodes('?question=%ZZ')).toBe(false);
    expect(queryDecodes('?question=100%')).toBe(false);
    expect(queryDecodes('?question=ok&ref=%ED%A0%80')).toBe(false);
  });
});
