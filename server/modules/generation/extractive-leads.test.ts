import { describe, expect, it } from 'vitest';
import { composeExtractiveAnswer } from './extractive.adapter.js';
import type { AnswerRequest, EpisodeInfo } from './generation.port.js';

/** Which quote an extractive answer opens with, and where its lead starts (extractive.adapter.ts `leadFrom`, answer-prose.ts `leadOf`). */

describe('an answer stated plainly', () => {
  // A made-up exchange, written for this test: the host asks, the guest answers in a few words, then explains.
  const episode: EpisodeInfo = { number: 301, title: 'Writing for search | Iva Brook (Plotwise)', guest: 'Iva Brook' };
  const request: AnswerRequest = {
    question: 'How many posts a month does Plotwise publish?',
    episodes: new Map([[301, episode]]),
    passages: [
      {
        id: 'p1',
        episodeNumber: 301,
        speaker: 'Sam Host',
        timestamp: '03:30',
        turnIndex: 6,
        ordinal: 6,
        score: 1,
        text: 'How many posts do you publish a month?',
      },
      {
        id: 'p2',
        episodeNumber: 301,
        speaker: 'Iva Brook',
        timestamp: '03:34',
        turnIndex: 7,
        ordinal: 7,
        score: 1,
        text: 'About ten posts a month. That surprises people. We once pushed to forty posts a month with freelancers, and the traffic barely moved while the quality fell. Ten careful posts a month beat forty rushed ones every quarter.',
      },
      {
        id: 'p3',
        episodeNumber: 301,
        speaker: 'Iva Brook',
        timestamp: '09:10',
        turnIndex: 15,
        ordinal: 15,
        score: 0.6,
        text: 'Every post we publish gets a second life in the newsletter a month later, so a post is never written for search alone.',
      },
    ],
  };

  it('leads with that statement', () => {
    const draft = composeExtractiveAnswer(request);
    expect(draft.lead?.text).toMatch(/^Iva Brook \(episode 301\): About ten posts a month\. /);
    expect(draft.quotes[0]!.text.startsWith('About ten posts a month.')).toBe(true);
  });

  it('does not lead with an answer given on a condition set before the quote', () => {
    const conditional: AnswerRequest = {
      question: 'How much traffic does a reliable test need?',
      episodes: new Map([[301, episode]]),
      passages: [
        {
          id: 'p1',
          episodeNumber: 301,
          speaker: 'Iva Brook',
          timestamp: '05:00',
          turnIndex: 9,
          ordinal: 9,
          score: 1,
          text: 'Then skip the test. Talk to readers, ship the change you believe in, and compare traffic before and after.',
        },
        {
          id: 'p2',
          episodeNumber: 301,
          speaker: 'Iva Brook',
          timestamp: '04:20',
          turnIndex: 7,
          ordinal: 7,
          score: 0.8,
          text: 'A reliable test needs about fifty thousand visitors in each variant to detect a small lift in traffic.',
        },
      ],
    };
    expect(composeExtractiveAnswer(conditional).lead?.text).toBe(
      'Iva Brook (episode 301): A reliable test needs about fifty thousand visitors in each variant to detect a small lift in traffic.',
    );
  });
});

describe('a lead that answers rather than tells a story', () => {
  // Made-up episodes, written for this test: two guests on their first product hire.
  const episodes = new Map<number, EpisodeInfo>([
    [501, { number: 501, title: 'Building the first team | Noor Vance (Tallyo)', guest: 'Noor Vance' }],
    [502, { number: 502, title: 'From founder to leader | Emil Roth (Quayside)', guest: 'Emil Roth' }],
  ]);
  const passage = (id: string, episodeNumber: number, speaker: string, score: number, text: string) => ({
    id,
    episodeNumber,
    speaker,
    timestamp: '12:00',
    turnIndex: 20,
    ordinal: 20,
    score,
    text,
  });
  const request = (question: string): AnswerRequest => ({
    question,
    episodes,
    passages: [
      passage('story', 501, 'Noor Vance', 1, 'We hired our first product manager when we had ten engineers, and honestly that was a year too early for us.'),
      passage(
        'rule',
        502,
        'Emil Roth',
        0.9,
        'You should hire your first product manager when the founder can no longer play the role of product manager every day.',
      ),
    ],
  });

  it('leads with what holds in general when the question asks what to do', () => {
    expect(composeExtractiveAnswer(request('When should you hire your first product manager?')).lead?.text).toMatch(
      /^Emil Roth \(episode 502\): You should hire/,
    );
  });

  it('puts what holds in general before a story among the takeaways', () => {
    const withBoth = request('When should you hire your first product manager?');
    const both: AnswerRequest = {
      ...withBoth,
      passages: [
        ...withBoth.passages,
        passage(
          'mixed',
          501,
          'Noor Vance',
          0.8,
          'I remember hiring our first product manager in the week we launched the mobile app. Hire a first product manager once the founder no longer has the time to write the roadmap.',
        ),
      ],
    };
    const { takeaways } = composeExtractiveAnswer(both);
    const texts = takeaways.map((t) => t.text);
    const general = texts.findIndex((t) => t.startsWith('Hire a first product manager once'));
    const story = texts.findIndex((t) => t.startsWith('I remember hiring'));
    expect(general).toBeGreaterThanOrEqual(0);
    expect(story === -1 || story > general).toBe(true);
  });

  it('does not lead with an opening whose pronoun points at someone named before the quote', () => {
    const pointing: AnswerRequest = {
      ...request('When should you hire your first product manager?'),
      passages: [
        passage('pointing', 501, 'Noor Vance', 1, 'In his opinion, you should hire your first product manager when you hire your tenth engineer.'),
        passage(
          'rule',
          502,
          'Emil Roth',
          0.9,
          'You should hire your first product manager when the founder can no longer play the role of product manager every day.',
        ),
      ],
    };
    expect(composeExtractiveAnswer(pointing).lead?.text).toMatch(/^Emil Roth \(episode 502\): You should hire/);
  });

  it('leads with the story when the question asks what happened', () => {
    expect(composeExtractiveAnswer(request('When did Noor Vance hire her first product manager?')).lead?.text).toMatch(/^Noor Vance \(episode 501\): We hired/);
  });
});
