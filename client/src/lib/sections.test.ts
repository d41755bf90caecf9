import { describe, expect, it } from 'vitest';
import { activeSection, readingProgress, scrollTargetFor } from './sections';

describe('activeSection', () => {
  const at = (tldr: number, answer: number, quotes: number) => [
    { id: 'tldr', top: tldr },
    { id: 'answer', top: answer },
    { id: 'quotes', top: quotes },
  ];

  it('is the first section before any has reached the offset', () => {
    expect(activeSection(at(300, 900, 2000))).toBe('tldr');
  });

  it('is the last section whose top is within 100 px of the top', () => {
    expect(activeSection(at(-500, 100, 1200))).toBe('answer');
    expect(activeSection(at(-500, 101, 1200))).toBe('tldr');
    expect(activeSection(at(-2000, -900, 40))).toBe('quotes');
  });

  it('counts the 100 px from the bottom of what covers the top of the window (the sticky header)', () => {
    // A 64 px header: a section counts once its top is within 164 px of the window's top.
    expect(activeSection(at(-500, 164, 1200), 64)).toBe('answer');
    expect(activeSection(at(-500, 165, 1200), 64)).toBe('tldr');
  });

  it('is null without sections', () => {
    expect(activeSection([])).toBeNull();
  });
});

describe('scrollTargetFor', () => {
  it('leaves 20 px above the section', () => {
    expect(scrollTargetFor(400, 1000)).toBe(1380);
    expect(scrollTargetFor(10, 0)).toBe(0);
  });

  it('leaves 20 px below the sticky header', () => {
    // Section 400 px down the window, scrolled 1000 px, under a 64 px header: its top lands at 84 px.
    expect(scrollTargetFor(400, 1000, 64)).toBe(1316);
    expect(scrollTargetFor(400, 1000, 64) - 1000).toBe(400 - 64 - 20);
  });
});

describe('readingProgress', () => {
  it('is the share of the scrollable height read', () => {
    expect(readingProgress(0, 3000, 1000)).toBe(0);
    expect(readingProgress(1000, 3000, 1000)).toBe(50);
    expect(readingProgress(2500, 3000, 1000)).toBe(100);
    expect(readingProgress(0, 800, 1000)).toBe(100);
  });
});
