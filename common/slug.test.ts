import { describe, expect, it } from 'vitest';
import { isUuidLike, SLUG_PATTERN, slugify, slugProblem, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it('makes a lower-case, hyphenated address part', () => {
    expect(slugify('How do I price my SaaS product?')).toBe('how-do-i-price-my-saas-product');
    expect(slugify('  --What is PLG??--  ')).toBe('what-is-plg');
  });

  it('drops accents and apostrophes', () => {
    expect(slugify('Café résumé')).toBe('cafe-resume');
    expect(slugify("Don't discount, it’s a trap")).toBe('dont-discount-its-a-trap');
  });

  it('cuts long text at a word boundary within the maximum length', () => {
    const slug = slugify('pricing '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((w) => w === 'pricing')).toBe(true);
    expect(slugify('abcdefghij'.repeat(10), 20)).toBe('abcdefghijabcdefghij');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('?!…')).toBe('');
  });

  it('produces slugs that match the pattern admins may type', () => {
    for (const text of ['How do I price?', 'A/B tests: when?', 'Ünïcödé ünïcödé 42']) expect(SLUG_PATTERN.test(slugify(text))).toBe(true);
    expect(SLUG_PATTERN.test('Bad Slug')).toBe(false);
    expect(SLUG_PATTERN.test('double--dash')).toBe(false);
    expect(SLUG_PATTERN.test('-leading')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('returns the base when free, else the first free numbered variant', () => {
    expect(uniqueSlug('pricing', new Set())).toBe('pricing');
    expect(uniqueSlug('pricing', new Set(['pricing']))).toBe('pricing-2');
    expect(uniqueSlug('pricing', new Set(['pricing', 'pricing-2', 'pricing-3']))).toBe('pricing-4');
  });

  it('never gives an id-shaped slug, which the answer page would refuse', () => {
    const idShaped = slugify('A1B2C3D4 e5f6 a7b8 c9d0 e1f2a3b4c5d6');
    expect(isUuidLike(idShaped)).toBe(true);
    expect(uniqueSlug(idShaped, new Set())).toBe(`${idShaped}-2`);
    expect(uniqueSlug(idShaped, new Set([`${idShaped}-2`]))).toBe(`${idShaped}-3`);
  });

  it('uses "question" for an empty base', () => {
    expect(uniqueSlug('', new Set())).toBe('question');
    expect(uniqueSlug('', new Set(['question']))).toBe('question-2');
  });
});

describe('isUuidLike', () => {
  it('recognises UUID-shaped slugs (refused on /answer/{slug})', () => {
    expect(isUuidLike('3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b')).toBe(true);
    expect(isUuidLike('3F2B8C1E-9A4D-4E2F-8B6A-1C2D3E4F5A6B')).toBe(true);
    expect(isUuidLike('how-do-i-price')).toBe(false);
  });
});

describe('slugProblem', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(slugProblem('pricing-101')).toBeNull();
  });

  it('tells a malformed slug from an id-shaped one', () => {
    expect(slugProblem('Not A Slug')).toBe('pattern');
    expect(slugProblem('double--hyphen')).toBe('pattern');
    expect(slugProblem('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe('id-shaped');
  });
});
