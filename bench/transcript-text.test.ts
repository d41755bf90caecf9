import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveEpisodes, copiedText, wordsOf } from './transcript-text.js';

/** The real transcript archive next to this repository: test data, read at run time and never copied here. */
const EPISODES_DIR = path.resolve('../shared/archive/episodes');
const HAS_ARCHIVE = fs.existsSync(EPISODES_DIR);

describe('copiedText', () => {
  const archive = [wordsOf('Host (00:01) So we didn’t ship the new onboarding flow until the second quarter, honestly.')];

  it('finds a quoted sentence of a transcript, whatever its case, punctuation and apostrophes', () => {
    const text = "const a = 'x';\nexpect(f('We didn't ship the new onboarding flow until the second quarter.')).toBe(true);";
    expect(copiedText([{ file: 'a.test.ts', text }], archive)).toEqual([
      { file: 'a.test.ts', line: 2, text: "We didn't ship the new onboarding flow until the second quarter." },
    ]);
    expect(copiedText([{ file: 'adr.md', text: 'A lead ("So We Didn’t Ship The New Onboarding Flow…") went.' }], archive)).toHaveLength(1);
  });

  it('passes our own sentences, phrases shorter than seven words and regular expressions', () => {
    const text = [
      '"We shipped the pricing page in the second quarter."',
      '"the new onboarding flow until"',
      "'we didn(?:t)? ship the new onboarding flow until the second'",
    ].join('\n');
    expect(copiedText([{ file: 'b.ts', text }], archive)).toEqual([]);
  });
});

describe.skipIf(!HAS_ARCHIVE)(`the repository against the transcript archive (${EPISODES_DIR})`, () => {
  it('holds no transcript sentence: examples in tests, comments and ADRs are our own', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(?:ts|tsx|mjs|js|json|md|graphql|txt|html|css)$/.test(file) && !file.endsWith('package-lock.json'));
    const files = tracked.filter((file) => fs.existsSync(file)).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(copiedText(files, archiveEpisodes(EPISODES_DIR)).map((c) => `${c.file}:${c.line}: ${c.text}`)).toEqual([]);
  }, 30_000);
});
