import { describe, expect, it } from 'vitest';
import { estimateProgress } from './progress';

describe('estimateProgress', () => {
  it('starts at 0 in the calculating phase', () => {
    expect(estimateProgress(0, false)).toEqual({ percent: 0, calculating: true, secondsLeft: 55 });
  });

  it('calculates for the first 5 seconds (50 ticks of 100 ms)', () => {
    expect(estimateProgress(49, false).calculating).toBe(true);
    expect(estimateProgress(50, false).calculating).toBe(false);
  });

  it('follows a 55-second estimate', () => {
    expect(estimateProgress(275, false)).toEqual({ percent: 50, calculating: false, secondsLeft: 28 });
  });

  it('is capped at 99 until the answer is there, ticks stop at 600', () => {
    expect(estimateProgress(550, false).percent).toBe(99);
    expect(estimateProgress(600, false)).toEqual({ percent: 99, calculating: false, secondsLeft: 0 });
    expect(estimateProgress(5000, false)).toEqual(estimateProgress(600, false));
  });

  it('jumps to 100 when done', () => {
    expect(estimateProgress(12, true)).toEqual({ percent: 100, calculating: false, secondsLeft: 0 });
  });
});
