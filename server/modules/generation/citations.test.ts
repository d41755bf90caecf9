import { describe, expect, it } from 'vitest';
import { fixtureRequest, fixtureTranscripts } from '../../../tests/support/answer-fixtures.js';
import { groundDraft } from '../answers/grounding.js';
import { draftFromCitations, isDecline, quoteForSpan, type CitedSpan } from './citations.js';

const transcripts = fixtureTranscripts();
const request = fixtureRequest('How do onboarding checklists affect activation and retention?', transcripts);
const passage = (episode: number, startsWith: string) => request.passages.find((p) => p.episodeNumber === episode && p.text.startsWith(startsWith))!;

/** A cited answer: the span's offsets are computed from the text, as the model would. */
function cited(parts: (string | { text: string; ids: string[] })[]): { text: string; citations: CitedSpan[] } {
  let text = '';
  const citations: CitedSpan[] = [];
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else {
      citations.push({ start: text.length, end: text.length + part.text.length, text: part.text, documentIds: part.ids });
      text += part.text;
    }
  }
  return { text, citations };
}

describe('isDecline', () => {
  it('reads a reply that cites nothing and has no takeaways as the model saying the passages do not answer', () => {
    expect(isDecline('The passages do not cover car batteries.', [])).toBe(true);
    expect(draftFromCitations('The passages do not cover car batteries.', [], request)).toEqual({
      lead: null,
      takeaways: [],
      blocks: [],
      quotes: [],
      declined: true,
    });
  });

  it('is no decline when the reply cites a passage, has the answer shape, or is empty (faults, not judgements)', () => {
    const answer = cited(['Checklists help. ', { text: 'cut the checklist from nine items to four', ids: [passage(101, 'Onboarding checklists').id] }, '.']);
    expect(isDecline(answer.text, answer.citations)).toBe(false);
    expect(isDecline('Checklists help.\n\n## Key Takeaways\n\n- Shorter checklists lift activation for new teams.', [])).toBe(false);
    expect(isDecline('  ', [])).toBe(false);
    expect(draftFromCitations(answer.text, answer.citations, request).declined).toBeUndefined();
  });
});

describe('quoteForSpan', () => {
  it('takes the sentences of the cited passage that best overlap the cited words', () => {
    const p = passage(101, 'Onboarding checklists');
    expect(quoteForSpan(p, 'cut the checklist from nine items to four')).toEqual({
      text: 'We cut our checklist from nine items to four, and activation went up by eighteen percent in a month.',
      episode: 101,
      timestamp: '00:20',
    });
  });

  it('finds nothing when the span shares no word with the passage', () => {
    const pricing = { ...passage(101, 'Onboarding checklists'), text: 'Plan names come first on pricing pages.' };
    expect(quoteForSpan(pricing, 'deploy a sample app')).toBeNull();
  });
});

describe('draftFromCitations', () => {
  const mara = passage(101, 'Onboarding checklists');
  const tobi = passage(102, 'For developers');
  const answer = cited([
    '## Key Takeaways\n\n- Shorter checklists lift activation.\n- A working quickstart is the checklist for developers.\n\n',
    '## What the episodes say\n\nIn episode 101, Mara Quill says ',
    { text: 'cutting the checklist to four items raised activation by eighteen percent', ids: [mara.id] },
    '.\n\nIn episode 102, Tobi Renner says ',
    { text: 'a quickstart that works in under five minutes', ids: [tobi.id] },
    ' matters most.\n\n> A quote the model wrote itself.\n\n— Episode 9 with Someone (01:00)\n',
  ]);

  it('maps each citation to a verified quote shown after the paragraph that cites it', () => {
    const draft = draftFromCitations(answer.text, answer.citations, request);
    const grounded = groundDraft(draft, transcripts);
    expect(grounded.quotes.map((q) => [q.episode, q.guest, q.timestamp])).toEqual([
      [101, 'Mara Quill', '00:20'],
      [102, 'Tobi Renner', '00:15'],
    ]);
    const md = grounded.markdown;
    expect(md.indexOf('Mara Quill says')).toBeLessThan(md.indexOf(`> ${grounded.quotes[0]!.text}`));
    expect(md.indexOf(`> ${grounded.quotes[0]!.text}`)).toBeLessThan(md.indexOf('Tobi Renner says'));
    expect(md).toContain('- Shorter checklists lift activation.');
    expect(md).not.toContain('A quote the model wrote itself');
    expect(md).not.toContain('Episode 9 with Someone');
  });

  it('opens with what the model wrote before its Key Takeaways, dropped when a quote it cites fails', () => {
    const withLead = cited([
      '## Answer\n\nMara Quill (episode 101): ',
      { text: 'cutting the checklist to four items raised activation', ids: [mara.id] },
      '.\n\n## Key Takeaways\n\n- Shorter checklists lift activation for new teams.\n- A working quickstart is the checklist for developers.\n\n',
      '## What the episodes say\n\nIn episode 102, Tobi Renner says ',
      { text: 'a quickstart that works in under five minutes', ids: [tobi.id] },
      ' matters most.\n',
    ]);
    const draft = draftFromCitations(withLead.text, withLead.citations, request);
    expect(draft.lead).toEqual({ kind: 'text', text: 'Mara Quill (episode 101): cutting the checklist to four items raised activation.', requires: [0] });
    const md = groundDraft(draft, transcripts).markdown;
    expect(md.startsWith('Mara Quill (episode 101): cutting the checklist')).toBe(true);
    expect(md.indexOf('## Key Takeaways')).toBeLessThan(md.indexOf('## What the episodes say'));
    // Mara's quote now fails (another episode's transcript): the lead that cites it goes with it.
    const failing = groundDraft({ ...draft, quotes: draft.quotes.map((q, i) => (i === 0 ? { ...q, episode: 103 } : q)) }, transcripts);
    expect(failing.markdown.startsWith('## Key Takeaways')).toBe(true);
  });

  it('ignores citations of unknown documents and chooses takeaways from the quotes when the model wrote none', () => {
    const plain = cited(['Mara Quill says ', { text: 'cutting the checklist to four items raised activation', ids: [mara.id, 'p999'] }, '.']);
    const draft = draftFromCitations(plain.text, plain.citations, request);
    expect(draft.quotes).toHaveLength(1);
    expect(draft.takeaways.length).toBeGreaterThan(0);
    for (const t of draft.takeaways) expect(t.text).toMatch(/^\p{Lu}.* \(Mara Quill, episode 101\)\.$/u);
    expect(groundDraft(draft, transcripts).markdown.startsWith('## Key Takeaways')).toBe(true);
  });
});
