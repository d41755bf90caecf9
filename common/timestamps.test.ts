import { describe, expect, it } from 'vitest';
import { formatTimestamp, MAX_TIMESTAMP_SECONDS, normalizeTimestamp, parseTimestamp, timestampInputSeconds, timestampToSeconds } from './timestamps.js';

describe('normalizeTimestamp (SPEC §5)', () => {
  it.each([
    ['04:30', '04:30'],
    ['4:5', '04:05'],
    ['1:2:3', '1:02:03'],
    ['01:02:03', '1:02:03'],
    ['(12:07)', '12:07'],
    [' 12m:07s ', '12:07'],
    ['75:00', '1:15:00'],
  ])('pads minutes and seconds: %j → %s', (input, expected) => {
    expect(normalizeTimestamp(input)).toBe(expected);
  });

  it('reads a bare number as seconds', () => {
    expect(normalizeTimestamp('90')).toBe('01:30');
    expect(normalizeTimestamp('3723')).toBe('1:02:03');
    expect(normalizeTimestamp(45)).toBe('00:45');
  });

  it.each([[''], ['0'], ['00:00'], ['0:00:00'], ['abc'], ['1:75'], ['1:2:3:4'], [null], [undefined], [0], [-5]])(
    'gives 00:00 for empty, zero or unreadable input: %j',
    (input) => {
      expect(normalizeTimestamp(input)).toBe('00:00');
    },
  );
});

describe('parseTimestamp and formatTimestamp', () => {
  it('round-trips mm:ss and h:mm:ss', () => {
    expect(parseTimestamp('12:34')).toBe(754);
    expect(parseTimestamp('1:00:00')).toBe(3600);
    expect(formatTimestamp(754)).toBe('12:34');
    expect(formatTimestamp(3600)).toBe('1:00:00');
    expect(formatTimestamp(59.9)).toBe('00:59');
    expect(formatTimestamp(-3)).toBe('00:00');
  });

  it('returns null for what it cannot read, and timestampToSeconds 0', () => {
    expect(parseTimestamp('')).toBeNull();
    expect(parseTimestamp('12:')).toBeNull();
    expect(parseTimestamp('1:60')).toBeNull();
    expect(timestampToSeconds('soon')).toBe(0);
    expect(timestampToSeconds('02:05')).toBe(125);
  });
});

describe('timestampInputSeconds (a time a person enters)', () => {
  it.each([
    ['04:30', 270],
    ['4:5', 245],
    ['00:00', 0],
    ['59:59', 3599],
    ['1:02:03', 3723],
    ['01:02:03', 3723],
    ['99:59:59', MAX_TIMESTAMP_SECONDS],
    ['90', 90],
    ['0', 0],
    [45, 45],
    [MAX_TIMESTAMP_SECONDS, MAX_TIMESTAMP_SECONDS],
  ])('reads %j as %i seconds', (input, seconds) => {
    expect(timestampInputSeconds(input)).toBe(seconds);
  });

  it.each([
    ['99:99'],
    ['1:60:00'],
    ['1:00:60'],
    ['75:00'],
    ['100:00:00'],
    ['1.5'],
    ['1234567890123'],
    [String(MAX_TIMESTAMP_SECONDS + 1)],
    ['(04:30)'],
    ['12m:07s'],
    ['1:2:3:4'],
    ['12:'],
    [':30'],
    ['-5'],
    [''],
    [1.5],
    [-1],
    [MAX_TIMESTAMP_SECONDS + 1],
  ])('refuses %j', (input) => {
    expect(timestampInputSeconds(input)).toBeNull();
  });
});
