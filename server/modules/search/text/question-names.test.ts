import { describe, expect, it } from 'vitest';
import { questionNames } from './question-names.js';

describe('questionNames', () => {
  it('takes the capitalised words after the first word of each sentence, as index terms', () => {
    expect(questionNames("What did Ada Vale say about Acme's pricing?")).toEqual([['ada'], ['vale'], ['acm']]);
    expect(questionNames('Pricing is hard. How did Ada do it?')).toEqual([['ada']]);
  });

  it('skips "I", capitalised function words and lower-case words', () => {
    expect(questionNames('Should I raise a Series A before hiring?')).toEqual([['seri']]);
    expect(questionNames('how do marketplaces grow?')).toEqual([]);
  });
});
