import { describe, expect, it } from 'vitest';
import { informationBeyondChance, termInformation, topicality } from './evidence.js';

describe('informationBeyondChance', () => {
  const question = (passages: number) => [
    { term: 'pricing', information: termInformation(9, passages) },
    { term: 'churn', information: termInformation(4, passages) },
    { term: 'zebra', information: termInformation(0, passages) },
  ];

  it('is the share of the question the window holds, less what chance offers among all windows', () => {
    const q = question(1_000);
    const total = q.reduce((sum, t) => sum + t.information, 0);
    const value = informationBeyondChance(q, new Set(['pricing', 'churn', 'unrelated']), 200);
    expect(value).toBeCloseTo((q[0]!.information + q[1]!.information - Math.log(200)) / total, 12);
    expect(informationBeyondChance(q, new Set(), 200)).toBeLessThan(0);
  });

  it('asks a corpus twice as large for ln 2 more nats for the same value', () => {
    const small = question(1_000);
    const large = small.map((t) => ({ ...t, information: t.information + Math.log(2) }));
    const present = new Set(['pricing', 'churn']);
    const totalSmall = small.reduce((sum, t) => sum + t.information, 0);
    const totalLarge = large.reduce((sum, t) => sum + t.information, 0);
    expect(informationBeyondChance(large, present, 400) * totalLarge - informationBeyondChance(small, present, 200) * totalSmall).toBeCloseTo(Math.log(2), 12);
  });
});

describe('topicality', () => {
  const english = 1_000_000;

  it('is positive for words the archive uses more than everyday English, negative for words it uses less', () => {
    // "pricing" is 1 word in 100 of the archive, 1 in 10,000 of English; "car" the other way round.
    expect(topicality([{ information: 3, archive: 1_000, english: 100 }], 100_000, english)).toBeGreaterThan(0);
    expect(topicality([{ information: 3, archive: 10, english: 10_000 }], 100_000, english)).toBeLessThan(0);
  });

  it('weighs the more informative words more', () => {
    const topical = { information: 1, archive: 1_000, english: 100 };
    const everyday = { information: 6, archive: 10, english: 10_000 };
    expect(topicality([topical, everyday], 100_000, english)).toBeLessThan(0);
    expect(
      topicality(
        [
          { ...topical, information: 6 },
          { ...everyday, information: 1 },
        ],
        100_000,
        english,
      ),
    ).toBeGreaterThan(0);
  });

  it('keeps its value (but for the +0.5 of unseen words) when the archive grows with the same rates of use', () => {
    const terms = [
      { information: 4, archive: 30, english: 500 },
      { information: 2, archive: 400, english: 2_000 },
    ];
    const grown = terms.map((t) => ({ ...t, archive: t.archive * 7 }));
    expect(topicality(grown, 700_000, english)).toBeCloseTo(topicality(terms, 100_000, english), 1);
  });

  it('never counts a word the archive does not use in favour of the question, even where everyday English rarely uses it', () => {
    // In an archive of 1,000 terms, 0.5 occurrences would be a higher rate than English's 1 in 100,000.
    expect(topicality([{ information: 3, archive: 0, english: 10 }], 1_000, english)).toBe(0);
    expect(topicality([{ information: 3, archive: 0, english: 10_000 }], 1_000_000, english)).toBeLessThan(0);
  });

  it('leaves out words neither side uses, and is neutral without any word', () => {
    const known = { information: 3, archive: 1_000, english: 100 };
    expect(topicality([known, { information: 9, archive: 0, english: 0 }], 100_000, english)).toBe(topicality([known], 100_000, english));
    expect(topicality([], 100_000, english)).toBe(0);
  });
});
