import { describe, expect, it } from 'vitest';
import { clampOffset, pageRange } from './page-range';

describe('admin list pages', () => {
  it('describes the page shown and whether others exist', () => {
    expect(pageRange(0, 50, 120)).toEqual({ label: 'Showing 1–50 of 120', hasPrevious: false, hasNext: true });
    expect(pageRange(50, 50, 120)).toEqual({ label: 'Showing 51–100 of 120', hasPrevious: true, hasNext: true });
    expect(pageRange(100, 20, 120)).toEqual({ label: 'Showing 101–120 of 120', hasPrevious: true, hasNext: false });
    expect(pageRange(0, 0, 0)).toEqual({ label: 'Showing 0–0 of 0', hasPrevious: false, hasNext: false });
  });

  it('shows the last page when the list shrinks below the page shown', () => {
    expect(clampOffset(100, 101, 50)).toBe(100);
    expect(clampOffset(100, 100, 50)).toBe(50);
    expect(clampOffset(50, 0, 50)).toBe(0);
    expect(clampOffset(0, 10, 50)).toBe(0);
  });
});
