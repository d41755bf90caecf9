import { describe, expect, it } from 'vitest';
import { ArchiveNames, questionNames } from './question-names.js';

describe('questionNames', () => {
  it('takes each run of capitalised words after the first word of a sentence as one name, in index terms', () => {
    expect(questionNames("What did Ada Vale say about Acme's pricing?")).toEqual([['ada', 'vale'], ['acm']]);
    expect(questionNames('Pricing is hard. How did Ada do it?')).toEqual([['ada']]);
    expect(questionNames('Tell me about Manchester United')).toEqual([['manchest', 'unit']]);
  });

  it('ends a name at a possessive or a punctuation mark, and keeps a function word inside one', () => {
    expect(questionNames("What did Airbnb's Brian Chesky change?")).toEqual([['airbnb'], ['brian', 'cheski']]);
    expect(questionNames('How do Figma, Linear and Notion grow?')).toEqual([['figma'], ['linear'], ['notion']]);
    expect(questionNames('How did Forget The Funnel rework the site?')).toEqual([['forget', 'funnel']]);
  });

  it('skips "I", a lone capitalised function word and lower-case words', () => {
    expect(questionNames('Should I raise a Series A before hiring?')).toEqual([['seri']]);
    expect(questionNames('how do marketplaces grow?')).toEqual([]);
  });

  it('finds no names in a question written in Title Case or in capitals', () => {
    expect(questionNames('What Is The Best Way To Price A SaaS Product?')).toEqual([]);
    expect(questionNames('HOW DO I GROW A MARKETPLACE?')).toEqual([]);
  });
});

describe('ArchiveNames', () => {
  const passages = [
    ['run', 'manchest', 'saturday'],
    ['black', 'friday', 'discount'],
    ['unit', 'price'],
  ];
  const inPassages = (t: string) => passages.some((p) => p.includes(t));
  const inOrder = (terms: readonly string[]) => passages.some((p) => p.join(' ').includes(terms.join(' ')));
  const names = new ArchiveNames(['ada', 'vale', 'verna'], inPassages, inOrder);

  it('counts a name of one term the passages hold, or a person, as mentioned', () => {
    expect(names.unmentioned([['manchest'], ['ada'], ['vernaa']])).toBe(0);
    expect(names.unmentioned([['zorbo']])).toBe(1);
  });

  it('counts a name of several terms as mentioned when a passage holds them in order, or each is a person', () => {
    expect(
      names.unmentioned([
        ['black', 'friday'],
        ['ada', 'vale'],
      ]),
    ).toBe(0);
    expect(names.unmentioned([['manchest', 'unit']])).toBe(1);
    expect(names.unmentioned([['friday', 'black']])).toBe(1);
  });
});
