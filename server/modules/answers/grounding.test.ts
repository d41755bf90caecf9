import { describe, expect, it } from 'vitest';
import { fixtureTranscripts } from '../../../tests/support/answer-fixtures.js';
import type { AnswerDraft } from '../generation/generation.port.js';
import { groundDraft } from './grounding.js';

const transcripts = fixtureTranscripts();

const draft: AnswerDraft = {
  lead: null,
  takeaways: [
    { text: 'Checklists should serve the user.', requires: [0] },
    { text: 'Made-up point.', requires: [1] },
  ],
  blocks: [
    { kind: 'text', text: 'Two guests speak to this.', requires: [0, 1] },
    { kind: 'text', text: 'Mara Quill explains:', requires: [0] },
    { kind: 'quote', quote: 0 },
    { kind: 'text', text: 'Someone else claims:', requires: [1] },
    { kind: 'quote', quote: 1 },
    { kind: 'quote', quote: 2 },
  ],
  quotes: [
    { text: 'the ones that served us, not the user', episode: 101 },
    { text: 'We cut our checklist from nine items to three', episode: 101 },
    { text: 'the ones that served us, not the user', episode: 101 },
  ],
};

describe('groundDraft', () => {
  const grounded = groundDraft(draft, transcripts);

  it('keeps verified quotes with the transcript wording, speaker and turn start, once each', () => {
    expect(grounded.quotes).toEqual([{ text: 'the ones that served us, not the user', episode: 101, guest: 'Mara Quill', timestamp: '00:20' }]);
    expect(grounded.episodeNumber).toBe(101);
  });

  it('drops a failed quote with the text and takeaways that depend on it', () => {
    expect(grounded.markdown).toBe(
      [
        '## Key Takeaways',
        '- Checklists should serve the user.',
        '## What the episodes say',
        'Mara Quill explains:',
        '> the ones that served us, not the user',
        '— Episode 101 with Mara Quill (00:20)',
      ].join('\n\n') + '\n',
    );
  });

  it('opens with the lead, then the takeaways and the body, and drops a lead whose quote fails', () => {
    const withLead = { ...draft, lead: { kind: 'text' as const, text: 'Mara Quill (episode 101): The checklist items served us.', requires: [0] } };
    expect(groundDraft(withLead, transcripts).markdown.startsWith('Mara Quill (episode 101): The checklist items served us.\n\n## Key Takeaways\n\n')).toBe(
      true,
    );
    const failing = { ...withLead, lead: { ...withLead.lead, requires: [1] } };
    expect(groundDraft(failing, transcripts).markdown.startsWith('## Key Takeaways\n\n')).toBe(true);
  });

  it('answers nothing when no quote verifies', () => {
    expect(groundDraft({ ...draft, quotes: draft.quotes.map((q) => ({ ...q, episode: 103 })) }, transcripts)).toEqual({
      markdown: '',
      quotes: [],
      episodeNumber: null,
    });
  });
});
