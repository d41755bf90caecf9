import { describe, expect, it } from 'vitest';
import { stripAttributionLines } from './attribution';

describe('stripAttributionLines', () => {
  it('removes the line under a blockquote', () => {
    const md = '> “Charge for the value metric.”\n— Episode 1 with Priya Lindqvist (01:20)\n\nNext paragraph.';
    expect(stripAttributionLines(md)).toBe('> “Charge for the value metric.”\n\nNext paragraph.');
  });

  it('removes attribution lines inside blockquotes, in emphasis and with other dashes', () => {
    const md = [
      '> quote',
      '> — Episode 2 with Tomasz Adeyemi (3:04)',
      '*— Episode 3 with Hannah Rask*',
      '– Episode 4 with Amara Osei',
      '-- Episode 5 with Idris',
    ].join('\n');
    expect(stripAttributionLines(md)).toBe('> quote');
  });

  it('keeps ordinary lines that mention episodes', () => {
    const md = 'In Episode 3 with Hannah, she explains SEO.\n- Episode 4 covers marketplaces';
    expect(stripAttributionLines(md)).toBe(md);
  });
});
