import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArchive } from './archive-check.js';

/** The real transcript archive next to this repository: test data, read at run time and never copied here. */
const ARCHIVE_DIR = path.resolve('../shared/archive');
const HAS_ARCHIVE = fs.existsSync(path.join(ARCHIVE_DIR, 'episodes.json'));

describe.skipIf(!HAS_ARCHIVE)(`the transcript archive (${ARCHIVE_DIR})`, () => {
  it('imports all 288 transcripts with their speakers: no refusals, no unnamed turns, no stray words taken for names', () => {
    const reports = checkArchive(ARCHIVE_DIR);
    expect(reports).toHaveLength(288);
    expect(reports.filter((r) => r.problems.length > 0).map((r) => `${r.number}: ${r.problems.join('; ')}`)).toEqual([]);
    for (const r of reports) expect(r.speakers.size, `episode ${r.number}`).toBeGreaterThanOrEqual(2);
    // Episode 53 has no timestamps: every turn is estimated, and its speakers are the names alone on a line.
    const ep53 = reports.find((r) => r.number === 53)!;
    expect(ep53.estimated).toBe(ep53.turns);
    expect([...ep53.speakers.keys()].sort()).toEqual(['Adriel Frederick', 'Ashley', 'Lenny']);
    // One-word replies such as 'Yeah', 'So' or 'Absolutely' (episodes 19, 78, 268) never become speakers.
    for (const n of [19, 78, 268]) {
      const speakers = [...reports.find((r) => r.number === n)!.speakers.keys()];
      expect(
        speakers.filter((s) => /^(yeah|so|absolutely)$/i.test(s)),
        `episode ${n}`,
      ).toEqual([]);
      expect(speakers).toHaveLength(2);
    }
  });
});
