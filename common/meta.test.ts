import { describe, expect, it } from 'vitest';
import { answerLead, markdownToPlainText, metaDescription } from './meta.js';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the markup', () => {
    const md = '## Key Takeaways\n\n- **Charge** for the _value_ metric\n1. See [episode 1](/episodes/1)\n\n> “Quote”\n\n`code`';
    expect(markdownToPlainText(md)).toBe('Key Takeaways Charge for the value metric See episode 1 “Quote” code');
  });

  it('drops images, inline HTML, rules, strikethrough, escapes and reference links, and keeps snake_case words', () => {
    const md =
      '![chart](/c.png) Growth <em>doubled</em> ~~twice~~ \\*really\\*\n\n---\n\nSee [the post][1] on seat_based pricing.\n\n[1]: https://example.com/post';
    expect(markdownToPlainText(md)).toBe('chart Growth doubled twice *really* See the post on seat_based pricing.');
  });
});

describe('answerLead', () => {
  /** The shape of a generated answer: takeaways, a body heading, the lead, quotes with attributions. */
  const ANSWER = [
    '## Key Takeaways',
    '',
    '- Raise prices on new customers first.',
    '- Grandfather existing plans for a year.',
    '',
    '## What the episodes say',
    '',
    '**Nora Vance** (Episode 3) and Sam Okafor (Episode 5) speak to _pricing_ changes; see [episode 3](/episodes/3).',
    '',
    '> We raised prices on new customers first.',
    '',
    '— Episode 3 with Nora Vance (04:30)',
    '',
    'Sam Okafor adds what happened to churn.',
  ].join('\n');

  it('is the prose after the takeaways, without headings, quotes, attributions or markdown', () => {
    expect(answerLead(ANSWER)).toBe(
      'Nora Vance (Episode 3) and Sam Okafor (Episode 5) speak to pricing changes; see episode 3. Sam Okafor adds what happened to churn.',
    );
  });

  it('falls back to the takeaways when the answer has no prose', () => {
    expect(answerLead('## TL;DR\n\n- Charge more.\n- Ship less.\n\n> A quote.')).toBe('Charge more. Ship less.');
  });

  it('takes a paragraph right after the takeaways list (no heading between) as the lead', () => {
    expect(answerLead('## Key Takeaways\n\n- Charge more.\n\nPricing is a lever.\n\n> A quote.')).toBe('Pricing is a lever.');
  });

  it('takes an answer that starts with prose from its first paragraph', () => {
    expect(answerLead('Pricing is a *lever*.\n\n## Key Takeaways\n\n- One.')).toBe('Pricing is a lever.');
  });
});

describe('metaDescription', () => {
  it('is the first 150 characters of the lead plus an ellipsis, never the Key Takeaways heading', () => {
    const lead = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const description = metaDescription(`## Key Takeaways\n\n- A takeaway.\n\n## What the episodes say\n\n${lead}`);
    expect(description).toBe(`${lead.slice(0, 150)}...`);
    expect(description).not.toMatch(/Key Takeaways|#|\*/);
  });

  it('is exactly 150 characters plus the ellipsis when longer', () => {
    const description = metaDescription(`${'word '.repeat(60)}`);
    expect(description).toHaveLength(153);
    expect(description).toBe(`${'word '.repeat(30)}...`);
  });

  it('keeps a short answer whole', () => {
    expect(metaDescription('A short answer.')).toBe('A short answer.');
  });
});
