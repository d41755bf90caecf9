import { describe, expect, it } from 'vitest';
import { DEFAULT_LSA, dot, LsaSpace, normalize, trainingUnits, trainLsa } from './lsa.js';
import { seededRandom } from './randomized-svd.js';

/**
 * Two topics. "tier" and "bundle" never occur in the same unit, but both keep company
 * with pricing words, so LSA should find them close; "interview" belongs elsewhere.
 */
const PRICING = ['price', 'seat', 'plan', 'discount', 'monetize', 'annual'];
const HIRING = ['hire', 'recruit', 'interview', 'candidate', 'team', 'onsite'];

function units(count: number, seed: number): string[][] {
  const random = seededRandom(seed);
  const pick = (words: string[]) => words[Math.floor(random() * words.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const pricing = i % 2 === 0;
    const unit = Array.from({ length: 12 }, () => pick(pricing ? PRICING : HIRING));
    if (pricing) unit.push(i % 4 === 0 ? 'tier' : 'bundle');
    return unit;
  });
}

const options = { ...DEFAULT_LSA, dims: 2, oversample: 4, iterations: 3 };

describe('trainingUnits', () => {
  it('joins consecutive passages of an episode until a unit holds enough terms, never across episodes', () => {
    const episodes = [[['a', 'b'], ['c'], ['d', 'e', 'f'], ['g']], [['h']]];
    expect(trainingUnits(episodes, 3)).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g'], ['h']]);
  });
});

describe('trainLsa', () => {
  const model = trainLsa(units(80, 3), options)!;
  const space = new LsaSpace(model);
  const similarity = (a: string, b: string) => dot(space.termVector(a)!, space.termVector(b)!);

  it('learns that words used in the same conversations are related, even when they never co-occur', () => {
    expect(model.dims).toBe(2);
    expect(similarity('tier', 'bundle')).toBeGreaterThan(0.8);
    expect(similarity('tier', 'interview')).toBeLessThan(0.3);
  });

  it('folds texts into the space so that related texts are close', () => {
    const query = normalize(space.fold(['tier']));
    const pricingText = normalize(space.fold(['bundle', 'discount']));
    const hiringText = normalize(space.fold(['candidate', 'onsite']));
    expect(dot(query, pricingText)).toBeGreaterThan(dot(query, hiringText) + 0.5);
  });

  it('ignores unknown terms and leaves out terms seen in a single unit', () => {
    expect(space.row('price')).toBeGreaterThanOrEqual(0);
    expect(space.row('blockchain')).toBe(-1);
    expect(space.termVector('blockchain')).toBeNull();
    expect([...space.fold(['blockchain'])].every((x) => x === 0)).toBe(true);
    const withRare = trainLsa([...units(20, 5), ['price', 'zebra']], options)!;
    expect(withRare.terms).not.toContain('zebra');
  });

  it('gives no model when there is too little to learn from', () => {
    expect(trainLsa([['price', 'seat']], options)).toBeNull();
  });

  it('is deterministic', () => {
    expect(trainLsa(units(80, 3), options)!.vectors).toEqual(model.vectors);
  });
});
