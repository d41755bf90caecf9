import { describe, expect, it } from 'vitest';
import { blockIndexAt, timestampFromHash } from './transcript-anchor';

describe('timestampFromHash', () => {
  it('reads #t=mm:ss and #t=h:mm:ss', () => {
    expect(timestampFromHash('#t=01:20')).toBe('01:20');
    expect(timestampFromHash('#t=1:02:03')).toBe('1:02:03');
    expect(timestampFromHash('#t%3D01%3A20')).toBe('01:20');
  });

  it('ignores other hashes', () => {
    expect(timestampFromHash('')).toBeNull();
    expect(timestampFromHash('#done')).toBeNull();
    expect(timestampFromHash('#t=abc')).toBeNull();
    expect(timestampFromHash('#t=%E0%A4%A')).toBeNull();
  });
});

describe('blockIndexAt', () => {
  const blocks = [0, 23, 60, 3723].map((seconds) => ({ seconds, text: 'Some words.' }));

  it('finds the paragraph that starts at the timestamp', () => {
    expect(blockIndexAt(blocks, '00:23')).toBe(1);
    expect(blockIndexAt(blocks, '1:02:03')).toBe(3);
  });

  it('of paragraphs starting in the same second, points at the one with most words', () => {
    const shared = [
      { seconds: 0, text: 'Welcome to the show.' },
      { seconds: 23, text: 'That is great.' },
      { seconds: 23, text: 'We invited twenty new members a month, by hand, for a year.' },
      { seconds: 23, text: 'Wow.' },
      { seconds: 60, text: 'Next question.' },
    ];
    expect(blockIndexAt(shared, '00:23')).toBe(2);
    expect(blockIndexAt(shared, '00:40')).toBe(3);
  });

  it('falls back to the paragraph in progress at that time', () => {
    expect(blockIndexAt(blocks, '00:59')).toBe(1);
    expect(blockIndexAt(blocks, '2:00:00')).toBe(3);
  });

  it('is null for unreadable timestamps or no paragraphs', () => {
    expect(blockIndexAt(blocks, 'x')).toBeNull();
    expect(blockIndexAt([], '00:10')).toBeNull();
  });
});
