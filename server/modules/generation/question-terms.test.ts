import { describe, expect, it } from 'vitest';
import { definedTerms } from './question-terms.js';

describe('a question asking what something is', () => {
  it('finds what it asks to define', () => {
    expect(definedTerms('What is product-market fit?')).toEqual(['product', 'market', 'fit']);
    expect(definedTerms("What's a North Star metric?")).toEqual(['north', 'star', 'metric']);
    expect(definedTerms('What does churn mean?')).toEqual(['churn']);
    expect(definedTerms('How do you reduce churn?')).toEqual([]);
  });
});
