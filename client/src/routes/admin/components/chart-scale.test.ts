import { describe, expect, it } from 'vitest';
import { chartSummary, labelledDays, layoutBars, shortDate, yScale } from './chart-scale';

describe('yScale', () => {
  it('gives the 0 line alone when there were no requests, not a 0..4 scale', () => {
    expect(yScale(0)).toEqual({ top: 1, ticks: [0] });
  });

  it('gives a four-step axis from one request up', () => {
    expect(yScale(1)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('rounds the top up to a 1, 2 or 5 step', () => {
    expect(yScale(7).top).toBe(8);
    expect(yScale(130)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    expect(yScale(950).top).toBe(1000);
    expect(yScale(1000).top).toBe(1000);
    expect(yScale(1001).top).toBe(2000);
  });

  it('always leaves room for the largest value', () => {
    for (const max of [1, 3, 9, 17, 41, 99, 101, 333, 4999]) expect(yScale(max).top).toBeGreaterThanOrEqual(max);
  });
});

describe('layoutBars', () => {
  const days = [
    { date: '2026-01-01', requests: 0 },
    { date: '2026-01-02', requests: 5 },
    { date: '2026-01-03', requests: 10 },
  ];

  it('scales heights to the top of the axis and aligns bars to the bottom', () => {
    const bars = layoutBars(days, { width: 300, height: 100 }, 10);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0]);
  });

  it('spreads the bars evenly across the width with gaps', () => {
    const bars = layoutBars(days, { width: 300, height: 100 }, 10, 0.2);
    expect(bars.map((b) => b.width)).toEqual([80, 80, 80]);
    expect(bars.map((b) => b.x)).toEqual([10, 110, 210]);
  });

  it('draws nothing without data', () => {
    expect(layoutBars([], { width: 300, height: 100 }, 4)).toEqual([]);
  });
});

describe('labelledDays', () => {
  it('labels the last day and every 7th day before it', () => {
    expect(labelledDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(3)).toEqual([2]);
    expect(labelledDays(0)).toEqual([]);
  });
});

describe('shortDate and chartSummary', () => {
  it('formats calendar dates without a time zone shift', () => {
    expect(shortDate('2026-01-03')).toBe('Jan 3');
    expect(shortDate('2026-12-31')).toBe('Dec 31');
  });

  it('summarises the total and the busiest day', () => {
    expect(
      chartSummary([
        { date: '2026-03-01', requests: 2 },
        { date: '2026-03-02', requests: 1200 },
      ]),
    ).toBe('1,202 requests from Mar 1 to Mar 2; the busiest day was Mar 2 with 1,200.');
    expect(chartSummary([{ date: '2026-03-01', requests: 0 }])).toBe('No requests from Mar 1 to Mar 1.');
  });
});
