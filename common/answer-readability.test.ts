import { describe, expect, it } from 'vitest';
import { NO_INFORMATION_ANSWER } from './answer.js';
import { checkAnswerReadability, DEPENDENT_OPENERS, takeawayStatement, type ReadabilityRule } from './answer-readability.js';

/** A fictional answer of the right shape; each test breaks one part of it. */
const TITLE = 'Developer tool growth';
const LEAD = 'Mara Quill says the first marketer should own positioning before any paid channel.';
const TAKEAWAYS = [
  '- Mara Quill (episode 101): Hire the first marketer once the founders can no longer explain the product alone.',
  '- Tobi Renner (episode 102): A first marketer who writes well is worth more than one who buys ads.',
];
const BODY = [
  '## What the episodes say',
  'In episode 101, “Developer tool growth”, Mara Quill answers at 12:30.',
  '> We hired our first marketer when I could not explain the product to every customer myself anymore.',
  '— Episode 101 with Mara Quill (12:30)',
  '> The first person had to write, because writing was the whole funnel for us.',
  '— Episode 101 with Mara Quill (14:02)',
  'Tobi Renner speaks in episode 102.',
  '> Paid channels came much later, after the positioning was clear to everyone.',
  '— Episode 102 with Tobi Renner (1:02:03)',
];

function answer(parts: { lead?: string; takeaways?: string[]; body?: string[] } = {}): string {
  const lead = parts.lead ?? LEAD;
  return [lead, '## Key Takeaways', (parts.takeaways ?? TAKEAWAYS).join('\n'), ...(parts.body ?? BODY)].filter((p) => p !== '').join('\n\n') + '\n';
}

const rules = (markdown: string, allowedQuotations?: string[]): ReadabilityRule[] => checkAnswerReadability(markdown, { allowedQuotations }).map((p) => p.rule);

describe('answer readability', () => {
  it('passes an answer with a lead, two to four complete takeaways and attributed quotes grouped by episode', () => {
    expect(checkAnswerReadability(answer(), { allowedQuotations: [TITLE] })).toEqual([]);
    expect(rules(answer({ lead: `${LEAD} Tobi Renner agrees. He hired a writer first.`, takeaways: [...TAKEAWAYS, ...TAKEAWAYS] }))).toEqual(['quoted-label']);
  });

  it('finds a quotation mark left without its partner in the lead or a takeaway', () => {
    const cut = 'Mara Quill (episode 101): You cannot repeat it. "This plan works for now.';
    expect(rules(answer({ lead: cut }), [TITLE])).toEqual(['quote-marks']);
    const bullet = '- Tobi Renner (episode 102): We wrote "ship it on Friday and the whole team follows the plan.';
    expect(rules(answer({ takeaways: [TAKEAWAYS[0]!, bullet] }), [TITLE])).toEqual(['quote-marks']);
    const paired = 'Mara Quill (episode 101): Every customer asked, "Does it work with our stack?" before anything else.';
    expect(rules(answer({ lead: paired }), [TITLE])).toEqual([]);
  });

  it('does not check the "no information" decline', () => {
    expect(checkAnswerReadability(NO_INFORMATION_ANSWER)).toEqual([]);
  });

  it('asks for a lead of one to three sentences before Key Takeaways', () => {
    expect(rules(answer({ lead: '' }), [TITLE])).toEqual(['lead-missing']);
    expect(rules(answer({ lead: 'One thing is true. Two things are. Three are. Four are.' }), [TITLE])).toEqual(['lead-length']);
    expect(rules(answer({ lead: '> A quote is not a lead.\n\n— Episode 101 with Mara Quill (12:30)' }), [TITLE])).toEqual(['lead-missing']);
    expect(rules(answer({ lead: "So, that's the first step for a founder." }), [TITLE])).toEqual(['lead-opener']);
  });

  it('asks for a Key Takeaways section of two to four bullets', () => {
    const withoutSection = [LEAD, ...BODY].join('\n\n');
    expect(rules(withoutSection, [TITLE])).toEqual(['takeaways-missing']);
    expect(rules(answer({ takeaways: [TAKEAWAYS[0]!] }), [TITLE])).toEqual(['takeaways-count']);
    expect(rules(answer({ takeaways: [...TAKEAWAYS, ...TAKEAWAYS, TAKEAWAYS[0]!] }), [TITLE])).toEqual(['takeaways-count']);
  });

  it.each<[string, ReadabilityRule]>([
    ["- That's the first step for every team we ever advised.", 'takeaway-opener'],
    ["- There's two sides of the coin, and both matter here.", 'takeaway-opener'],
    ['- Yeah, we tried that with the second cohort of customers.', 'takeaway-opener'],
    ['- positioning matters more than the channel you pick first.', 'takeaway-capital'],
    ['- Write the positioning before buying any paid channel', 'takeaway-end'],
    ['- Positioning comes first.', 'takeaway-short'],
    // An answer to a question asked before it: a list of nouns, no statement.
    ['- A growth marketer, two engineers, a designer and a part-time analyst.', 'takeaway-no-verb'],
    // Who "she" is was said before the sentence.
    ['- For B2B tools, I honestly think she has a very fair point.', 'takeaway-pronoun'],
    ['- The hard part is that they never open the onboarding email at all.', 'takeaway-pronoun'],
    ["- For most developer tools, that's the wrong channel to start with.", 'takeaway-pronoun'],
  ])('flags the takeaway %j (%s)', (bullet, rule) => {
    expect(rules(answer({ takeaways: [TAKEAWAYS[0]!, bullet] }), [TITLE])).toEqual([rule]);
  });

  it('reads a takeaway without its attribution, before or after the statement', () => {
    expect(takeawayStatement('Mara Quill (episode 101): Hire a writer first.')).toBe('Hire a writer first.');
    expect(takeawayStatement('**Mara Quill, episode 101:** Hire a writer first.')).toBe('Hire a writer first.');
    expect(takeawayStatement('Hire a writer first. (Mara Quill, episode 101)')).toBe('Hire a writer first.');
    expect(takeawayStatement('Hire a writer first (Mara Quill, episode 101).')).toBe('Hire a writer first.');
    expect(takeawayStatement('Hire a writer first. — Mara Quill, episode 101')).toBe('Hire a writer first.');
    expect(takeawayStatement('Long-term growth comes from one channel.')).toBe('Long-term growth comes from one channel.');
    // The attribution is no excuse: the statement itself must stand alone.
    expect(rules(answer({ takeaways: [TAKEAWAYS[0]!, '- Mara Quill (episode 101): That is how we hired for the role.'] }), [TITLE])).toEqual([
      'takeaway-opener',
    ]);
    expect(rules(answer({ takeaways: [TAKEAWAYS[0]!, '- We never knew (Mara Quill, episode 101).'] }), [TITLE])).toEqual(['takeaway-short']);
  });

  it('keeps a closed list of dependent openers, compared without case and contraction endings', () => {
    for (const word of [
      'so',
      'and',
      'but',
      'that',
      'this',
      'it',
      'they',
      'he',
      'she',
      'yeah',
      'also',
      'or',
      'because',
      'which',
      'then',
      'there',
      'these',
      'those',
      'well',
      'now',
      'plus',
      'yes',
      'no',
      'okay',
      'right',
      'oh',
      'is',
      'were',
      'hey',
    ])
      expect(DEPENDENT_OPENERS.has(word)).toBe(true);
    for (const word of ['hire', 'we', 'you', 'pricing', 'i']) expect(DEPENDENT_OPENERS.has(word)).toBe(false);
    expect(rules(answer({ takeaways: [TAKEAWAYS[0]!, "- It'll take a quarter before the first results show up."] }), [TITLE])).toEqual(['takeaway-opener']);
    // The verb's subject was said in the sentence before.
    expect(rules(answer({ takeaways: [TAKEAWAYS[0]!, '- Is a mistake most teams make in their first pricing review.'] }), [TITLE])).toEqual([
      'takeaway-opener',
    ]);
  });

  it('flags words of the answer put in quotation marks as topic labels, but not titles or quoted sentences', () => {
    const label = answer({ body: ['Both Mara Quill and Tobi Renner talk about “finding” and “fit”.', ...BODY.slice(2)] });
    expect(rules(label)).toEqual(['quoted-label', 'quoted-label', 'shared-words']);
    expect(rules(answer({ body: ['Beyond that, Tobi Renner brings in “completion”.', ...BODY.slice(2)] }))).toEqual(['quoted-label', 'shared-words']);
    expect(rules(answer({ body: ['Tobi Renner also talks about "product-market fit" in episode 102:', ...BODY.slice(2)] }))).toEqual([
      'quoted-label',
      'shared-words',
    ]);
    expect(rules(answer({ lead: 'Mara Quill puts it plainly: “Hire a writer.”' }), [TITLE])).toEqual([]);
    expect(rules(answer(), ['developer TOOL growth'])).toEqual([]);
    expect(rules(answer(), [])).toEqual(['quoted-label']);
    // A title's own quotation marks belong to the title; the same word quoted outside it is a label.
    const quotingTitle = 'He invented the “Like” button';
    const titled = answer({ body: [`In episode 101, *${quotingTitle}*, Mara Quill says:`, ...BODY.slice(2)] });
    expect(rules(titled, [TITLE, quotingTitle])).toEqual([]);
    expect(rules(titled, [TITLE])).toEqual(['quoted-label']);
  });

  it('flags sentences about the words the quotes share even without quotation marks', () => {
    expect(rules(answer({ body: ['The two guests share the words activation and retention.', ...BODY.slice(2)] }))).toEqual(['shared-words']);
    expect(rules(answer({ body: ['Both guests talk about hiring and writing.', ...BODY.slice(2)] }))).toEqual(['shared-words']);
    expect(rules(answer({ body: ['Mara Quill and Tobi Renner have retention in common.', ...BODY.slice(2)] }))).toEqual(['shared-words']);
    expect(rules(answer({ body: ['Mara Quill, Tobi Renner and Ines Okafor all talk about pricing.', ...BODY.slice(2)] }))).toEqual(['shared-words']);
    // A speaker's own words in the lead are not about the quotes' words.
    expect(rules(answer({ lead: 'Mara Quill (episode 101): We all are excited, and the founders want to talk about the launch.' }), [TITLE])).toEqual([]);
    expect(rules(answer({ lead: 'Mara Quill (episode 101): It took us ages to start billing or bring in an account executive.' }), [TITLE])).toEqual([]);
    expect(rules(answer({ lead: 'Mara Quill (episode 101): We use that copy to explain the streak in eight words.' }), [TITLE])).toEqual([]);
    // Our own lead is held to the rule.
    expect(rules(answer({ lead: 'Both guests use the words streak and copy.' }), [TITLE])).toEqual(['shared-words']);
  });

  it('asks for blockquotes attributed with speaker, episode and time, grouped by episode', () => {
    expect(rules(answer({ body: ['Mara Quill speaks in episode 101.'] }))).toEqual(['no-quotes']);
    expect(rules(answer({ body: ['> Paid channels came much later.', 'Tobi Renner said that.'] }))).toEqual(['quote-unattributed']);
    expect(rules(answer({ body: ['> Paid channels came much later.', '— Episode 102 with Tobi Renner'] }))).toEqual(['quote-unattributed']);
    expect(rules(answer({ body: ['> Paid channels came much later.', '— Tobi Renner (12:00)'] }))).toEqual(['quote-unattributed']);
    // Attribution as the quote's last line is fine too.
    expect(rules(answer({ body: ['> Paid channels came much later.\n>\n> — Tobi Renner, episode 102, 12:00'] }))).toEqual([]);
    const interleaved = [BODY[2]!, BODY[3]!, BODY[7]!, BODY[8]!, BODY[4]!, BODY[5]!];
    expect(rules(answer({ body: interleaved }))).toEqual(['quotes-not-grouped']);
  });
});
