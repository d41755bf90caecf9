import { describe, expect, it } from 'vitest';
import { parseTranscriptBlocks, processTranscript, TRANSCRIPT_TOO_SHORT, TranscriptError, transcriptDuration } from './transcript.js';

/** Written for these tests, in the shape of the corpus: "Name (mm:ss)" headers, words below. */
const RAW = [
  'Nora Vance (00:00)',
  'Pricing is the lever nobody pulls twice.',
  '',
  'Sam Okafor (00:12)',
  'Welcome to the show. Today we talk about pricing with Nora.',
  'She has repriced three products.',
  '',
  'Nora Vance (01:05)',
  'Thanks for having me.',
].join('\n');

describe('processTranscript', () => {
  it('turns raw "Name (mm:ss)" turns into blocks and counts the explicit timestamps', () => {
    const result = processTranscript(RAW);
    expect(result.timestampCount).toBe(3);
    expect(result.blocks.map((b) => [b.speaker, b.timestamp, b.estimated])).toEqual([
      ['Nora Vance', '00:00', false],
      ['Sam Okafor', '00:12', false],
      ['Nora Vance', '01:05', false],
    ]);
    expect(result.blocks[1]!.text).toBe('Welcome to the show. Today we talk about pricing with Nora.\nShe has repriced three products.');
    expect(result.text).toBe(
      'Nora Vance (00:00)\nPricing is the lever nobody pulls twice.\n\n' +
        'Sam Okafor (00:12)\nWelcome to the show. Today we talk about pricing with Nora.\nShe has repriced three products.\n\n' +
        'Nora Vance (01:05)\nThanks for having me.',
    );
  });

  it('accepts headers followed by a colon, as in the original transcripts ("Name (hh:mm:ss):")', () => {
    const result = processTranscript('Nora Vance (00:00:05):\nPricing is the lever nobody pulls twice, she said.\n\nSam Okafor (00:00:20): Tell me more.');
    expect(result.blocks.map((b) => [b.speaker, b.timestamp, b.text])).toEqual([
      ['Nora Vance', '00:05', 'Pricing is the lever nobody pulls twice, she said.'],
      ['Sam Okafor', '00:20', 'Tell me more.'],
    ]);
    expect(result.timestampCount).toBe(2);
  });

  it('estimates a missing timestamp from the previous start plus its words at 150 words per minute, marked "~"', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    // 150 words take one minute; 75 words half a minute.
    const raw = `Nora Vance (02:00)\n${words(150)}\n\nSam Okafor:\n${words(75)}\n\nNora Vance:\nAnd one more.`;
    const result = processTranscript(raw);
    expect(result.blocks.map((b) => [b.speaker, b.timestamp, b.estimated])).toEqual([
      ['Nora Vance', '02:00', false],
      ['Sam Okafor', '03:00', true],
      ['Nora Vance', '03:30', true],
    ]);
    expect(result.timestampCount).toBe(1);
    expect(result.text).toContain('Sam Okafor (~03:00)\n');
    expect(result.text).toContain('Nora Vance (~03:30)\n');
  });

  it('reads h:mm:ss timestamps and writes them back as h:mm:ss', () => {
    const result = processTranscript('Nora Vance (1:02:03)\nWe moved from seats to usage-based pricing in one quarter.');
    expect(result.blocks[0]).toMatchObject({ seconds: 3723, timestamp: '1:02:03' });
    expect(result.text.startsWith('Nora Vance (1:02:03)\n')).toBe(true);
  });

  it('treats a bare "(hh:mm:ss)" line as a new turn by the same speaker', () => {
    const result = processTranscript('Nora Vance (00:10)\nFirst thought about discounts and deals.\n\n(00:01:30)\nSecond thought, a minute later.');
    expect(result.blocks.map((b) => [b.speaker, b.timestamp])).toEqual([
      ['Nora Vance', '00:10'],
      ['Nora Vance', '01:30'],
    ]);
    expect(result.timestampCount).toBe(2);
  });

  it('reads "[hh:mm:ss] Name: words" lines', () => {
    const result = processTranscript('[00:00:07] Sam Okafor: Welcome back to the show.\n[00:01:10] Nora Vance: Glad to be here again, truly.');
    expect(result.blocks.map((b) => [b.speaker, b.timestamp, b.text])).toEqual([
      ['Sam Okafor', '00:07', 'Welcome back to the show.'],
      ['Nora Vance', '01:10', 'Glad to be here again, truly.'],
    ]);
  });

  it('reads turns headed "Name 00:05" (as Otter.ai exports them), "00:05 Name" or "[00:05] Name", Otter\'s "Speaker 1" too', () => {
    const otter = processTranscript(
      'Nora Vance 00:05\nPricing is the lever nobody pulls twice.\n\nSam Okafor 1:10\nWelcome back to the show.\n\nNora Vance 1:30\nThanks.\n\nSam Okafor 1:40\nSo, pricing.',
    );
    expect(otter.blocks.map((b) => [b.speaker, b.timestamp, b.text])).toEqual([
      ['Nora Vance', '00:05', 'Pricing is the lever nobody pulls twice.'],
      ['Sam Okafor', '01:10', 'Welcome back to the show.'],
      ['Nora Vance', '01:30', 'Thanks.'],
      ['Sam Okafor', '01:40', 'So, pricing.'],
    ]);
    expect(otter.timestampCount).toBe(4);
    expect(processTranscript(otter.text).text).toBe(otter.text);
    const timeFirst = processTranscript(
      '00:00:05 Nora Vance\nPricing is the lever nobody pulls twice.\n\n[00:01:10] Nora Vance\nAnd nobody measures it either.',
    );
    expect(timeFirst.blocks.map((b) => [b.speaker, b.timestamp])).toEqual([
      ['Nora Vance', '00:05'],
      ['Nora Vance', '01:10'],
    ]);
    const numbered = processTranscript(
      'Speaker 1 00:05\nPricing is the lever nobody pulls twice.\n\nSpeaker 2 00:12\nWhy?\n\nSpeaker 1 00:20\nFear.\n\nSpeaker 2 00:30\nOf what?',
    );
    expect(numbered.blocks.map((b) => b.speaker)).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1', 'Speaker 2']);
  });

  it('keeps lines of words that end in a time, such as "Monday 10:30", as words, and loses none', () => {
    const schedule = ['Our standup was fixed:', 'Monday 10:30', 'Thursday 14:00', 'and nobody ever moved it.'];
    const classic = processTranscript(['Nora Vance (00:05)', 'Welcome to the show.', '', 'Sam Okafor (00:42)', ...schedule].join('\n'));
    expect(classic.blocks.map((b) => b.speaker)).toEqual(['Nora Vance', 'Sam Okafor']);
    expect(classic.blocks[1]!.text.split('\n')).toEqual(schedule);
    const otter = processTranscript(
      [
        'Nora Vance 00:05',
        'Welcome to the show.',
        '',
        'Sam Okafor 00:42',
        'Our standup was fixed:',
        'Monday 10:30',
        '',
        'Nora Vance 01:15',
        'Good.',
        '',
        'Sam Okafor 01:40',
        'Yes.',
      ].join('\n'),
    );
    expect(otter.blocks.map((b) => [b.speaker, b.timestamp])).toEqual([
      ['Nora Vance', '00:05'],
      ['Sam Okafor', '00:42'],
      ['Nora Vance', '01:15'],
      ['Sam Okafor', '01:40'],
    ]);
    expect(otter.blocks[1]!.text.split('\n')).toEqual(['Our standup was fixed:', 'Monday 10:30']);
    const noHeaders = processTranscript('We met on these days, every week, for a year:\nMonday 10:30\nTuesday 11:45\nand it worked well for everyone.');
    expect(noHeaders.blocks).toHaveLength(1);
    expect(noHeaders.blocks[0]!.text.split('\n')).toContain('Monday 10:30');
    expect(noHeaders.blocks[0]!.text.split('\n')).toContain('Tuesday 11:45');
  });

  it('is idempotent on raw and on processed text, keeping estimates as estimates', () => {
    const raw = `${RAW}\n\nSam Okafor:\nA closing question with no timestamp at all.`;
    const once = processTranscript(raw);
    const twice = processTranscript(once.text);
    expect(twice.text).toBe(once.text);
    expect(twice.timestampCount).toBe(once.timestampCount);
    expect(twice.blocks).toEqual(once.blocks);
    expect(processTranscript(twice.text).text).toBe(once.text);
  });

  it("reads a time inside a turn's words as words, on the first reading and on every later one", () => {
    const once = processTranscript('Nora Vance (00:00) Pricing is the lever nobody pulls, she said. Sam Okafor (00:45) Tell me more about that lever, please.');
    expect(once.blocks.map((b) => [b.speaker, b.timestamp])).toEqual([['Nora Vance', '00:00']]);
    const twice = processTranscript(once.text);
    expect(twice.blocks).toEqual(once.blocks);
    expect(twice.timestampCount).toBe(1);
    expect(transcriptDuration(twice.blocks)).toBe(transcriptDuration(once.blocks));
  });

  it('still reads labels with initials, titles and suffixes as speakers', () => {
    const result = processTranscript('Dr. Ada Vale (00:00)\nPricing is a lever.\n\nRyan J. Okafor (00:10)\nWhich one?\n\nSam Maples, Jr. (00:20)\nThe price.');
    expect(result.blocks.map((b) => b.speaker)).toEqual(['Dr. Ada Vale', 'Ryan J. Okafor', 'Sam Maples, Jr.']);
  });

  it('normalises line endings, tabs and repeated spaces', () => {
    const result = processTranscript('Nora Vance (00:00)\r\nPricing  is\tthe lever nobody pulls twice.\r\n\r\nSam Okafor (00:09)\r\nIndeed.');
    expect(result.text).toBe('Nora Vance (00:00)\nPricing is the lever nobody pulls twice.\n\nSam Okafor (00:09)\nIndeed.');
  });

  it('refuses text under 50 characters with "Transcript is too short to process"', () => {
    expect(() => processTranscript('Nora Vance (00:00)\nToo short.')).toThrow(new TranscriptError(TRANSCRIPT_TOO_SHORT));
    expect(() => processTranscript(`   ${'x'.repeat(49)}   `)).toThrow(TRANSCRIPT_TOO_SHORT);
  });

  it('fails with "Failed to process transcript: …" when there are no spoken words', () => {
    const headersOnly = 'Nora Vance (00:00)\nSam Okafor (00:10)\nNora Vance (00:20)\nSam Okafor (00:30)';
    expect(() => processTranscript(headersOnly)).toThrow(/^Failed to process transcript: /);
    expect(() => processTranscript(headersOnly)).toThrow(TranscriptError);
  });

  it('gives text without any header to one unnamed speaker at 00:00', () => {
    const result = processTranscript('just some words that nobody introduced, long enough to be processed.');
    expect(result.blocks).toHaveLength(1);
    expect(result.blocks[0]).toMatchObject({ speaker: 'Speaker', timestamp: '00:00', estimated: true });
    expect(result.timestampCount).toBe(0);
  });
});

describe('processTranscript: a speaker name alone on a line', () => {
  const words = (n: number, tag = 'w') => Array.from({ length: n }, (_, i) => `${tag}${i}`).join(' ');
  /** Written for these tests in the shape of archive episode 53: each turn headed by a name alone on a line, no times. */
  const UNTIMED = [
    'Nora Vance',
    words(150, 'a'),
    '',
    'Sam',
    words(75, 'b'),
    '',
    'Nora Vance',
    'Yeah.',
    '',
    'Sam',
    'And what came next for the pricing page after that?',
  ].join('\n');

  it('starts a turn at a name that recurs alone on a line, with times estimated at 150 words per minute', () => {
    const result = processTranscript(UNTIMED);
    expect(result.blocks.map((b) => [b.speaker, b.timestamp, b.estimated])).toEqual([
      ['Nora Vance', '00:00', true],
      ['Sam', '01:00', true],
      ['Nora Vance', '01:30', true],
      ['Sam', '01:30', true],
    ]);
    expect(result.blocks[2]!.text).toBe('Yeah.');
    expect(result.timestampCount).toBe(0);
    expect(result.text.startsWith('Nora Vance (~00:00)\n')).toBe(true);
    expect(result.text).toContain('\n\nSam (~01:00)\n');
  });

  it('is idempotent on a transcript headed by names alone', () => {
    const once = processTranscript(UNTIMED);
    expect(processTranscript(once.text).text).toBe(once.text);
    expect(processTranscript(once.text).blocks).toEqual(once.blocks);
  });

  it('starts a turn at a name that heads timed turns of the same transcript, even once alone', () => {
    const raw = [
      'Sam Okafor (00:00)',
      'Welcome back. My guest today has repriced three products.',
      '',
      'Maya Ortiz (00:20)',
      'Thanks for having me, it is good to be here.',
      '',
      'Sam Okafor (00:31)',
      'Where did the first pricing change start?',
      '',
      'Maya Ortiz',
      'With the sales team asking for a cheaper plan every single week.',
    ].join('\n');
    const result = processTranscript(raw);
    expect(result.blocks.map((b) => [b.speaker, b.timestamp, b.estimated])).toEqual([
      ['Sam Okafor', '00:00', false],
      ['Maya Ortiz', '00:20', false],
      ['Sam Okafor', '00:31', false],
      // 00:31 plus 7 words at 150 words per minute (2.8 s), rounded.
      ['Maya Ortiz', '00:34', true],
    ]);
    expect(result.blocks[3]!.text).toBe('With the sales team asking for a cheaper plan every single week.');
    expect(result.timestampCount).toBe(3);
  });

  it('never takes a one-word reply such as "Yeah", "So" or "Absolutely" for a speaker, however often it recurs', () => {
    const raw = [
      'Nora Vance (00:00)',
      'We tested the annual plan first.',
      'Yeah',
      'It worked better than anyone expected.',
      '',
      'Sam Okafor (00:10)',
      'So',
      '',
      'Nora Vance (00:11)',
      'Then we raised the monthly price.',
      'Yeah',
      'Churn did not move at all.',
      'Absolutely',
      'Nobody complained, which surprised us.',
      'So',
      'We kept it.',
      'Absolutely',
      'And then we did it again.',
    ].join('\n');
    const result = processTranscript(raw);
    expect(result.blocks.map((b) => b.speaker)).toEqual(['Nora Vance', 'Sam Okafor', 'Nora Vance']);
    expect(result.blocks[1]!.text).toBe('So');
    expect(result.blocks[2]!.text.split('\n')).toContain('Absolutely');
  });

  it('keeps a name that appears alone once and heads no turn as words of the turn', () => {
    const raw = [
      'Nora Vance (00:00)',
      'The person who taught me pricing was',
      'Priya Raman',
      'and she never discounted.',
      '',
      'Sam Okafor (00:12)',
      'Tell me more.',
    ].join('\n');
    const result = processTranscript(raw);
    expect(result.blocks.map((b) => b.speaker)).toEqual(['Nora Vance', 'Sam Okafor']);
    expect(result.blocks[0]!.text).toBe('The person who taught me pricing was\nPriya Raman\nand she never discounted.');
  });

  it("keeps a one-word reply right under a header as that turn's words, even when it is a speaker's name", () => {
    const raw = [
      'Sam',
      'Who ran the experiment on the pricing page?',
      '',
      'Nora Vance',
      'Sam',
      'and he ran it twice, a month apart.',
      '',
      'Sam',
      'That is right, twice.',
      '',
      'Nora Vance',
      'Twice, and the second run told us more.',
    ].join('\n');
    const result = processTranscript(raw);
    expect(result.blocks.map((b) => [b.speaker, b.text])).toEqual([
      ['Sam', 'Who ran the experiment on the pricing page?'],
      ['Nora Vance', 'Sam\nand he ran it twice, a month apart.'],
      ['Sam', 'That is right, twice.'],
      ['Nora Vance', 'Twice, and the second run told us more.'],
    ]);
  });

  it('reads a header whose name carries a parenthesis, "Name (JZ) (mm:ss)"', () => {
    const result = processTranscript('Jia Zhou (JZ) (39:27)\nWe rebuilt onboarding around one question.\n\nSam Okafor (39:50)\nWhich question?');
    expect(result.blocks.map((b) => [b.speaker, b.timestamp])).toEqual([
      ['Jia Zhou (JZ)', '39:27'],
      ['Sam Okafor', '39:50'],
    ]);
  });
});

describe('parseTranscriptBlocks', () => {
  it('reads stored text without the length rule, and gives no blocks for empty text', () => {
    expect(parseTranscriptBlocks('')).toEqual([]);
    expect(parseTranscriptBlocks('Ann (00:03)\nHi.')).toEqual([{ speaker: 'Ann', seconds: 3, timestamp: '00:03', estimated: false, text: 'Hi.' }]);
  });
});

describe('transcriptDuration', () => {
  it('is, with turns in order, the last turn start plus its words at 150 words per minute', () => {
    const words = Array.from({ length: 300 }, () => 'word').join(' ');
    expect(transcriptDuration(parseTranscriptBlocks(`Ann (59:00)\n${words}`))).toBe('1:01:00');
    expect(transcriptDuration(parseTranscriptBlocks('Ann (00:10)\none two three'))).toBe('00:12');
    expect(transcriptDuration([])).toBeNull();
  });

  it("is the latest time the transcript reaches, not the last turn's, when turns are out of order", () => {
    const raw = [
      'Ann (00:05)\none two three four five six seven eight nine ten',
      'Bob:\nA reply without a time.',
      'Ann (1:02:03)\nwords said an hour in',
      'Bob (1:02:10)\none two three four five',
      'Ann (00:10:00)\nA turn stamped back at ten minutes.',
    ].join('\n\n');
    // 1:02:10 plus five words at 150 words per minute (2 s); the last turn ends at 10:03.
    expect(transcriptDuration(parseTranscriptBlocks(raw))).toBe('1:02:12');
  });
});
