import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { processTranscript } from '../common/transcript.js';

/**
 * Parses every transcript of the archive (`../shared/archive`, or the folder given as the
 * first argument: episodes.json + the files it names) the way an admin's paste is
 * processed, and reports per episode its turns, speakers and estimated times. It fails
 * (exit code 1) when an episode does not import with its speakers:
 *  - a transcript that the processor refuses;
 *  - fewer than two speakers, or a turn left to the unnamed "Speaker";
 *  - a timed transcript whose turns differ from its "Name (mm:ss)" headers (a line of the
 *    words taken for a speaker, or a header missed);
 *  - a speaker heading a single turn while other speakers head many (a stray word taken
 *    for a name: "Yeah", "So", "Absolutely").
 *
 *     npm run check:archive [-- <folder>]
 */

export interface ArchiveEntry {
  number: number;
  guest: string | null;
  file: string;
}

export interface ArchiveReport {
  number: number;
  turns: number;
  estimated: number;
  speakers: Map<string, number>;
  problems: string[];
}

const TIMED_HEADER = /^.+ \(\d{1,2}:\d{2}(?::\d{2})?\):?$/;

/** Processes one archive transcript and lists what keeps it from importing with its speakers. */
export function checkTranscript(dir: string, entry: ArchiveEntry): ArchiveReport {
  const raw = fs.readFileSync(path.join(dir, entry.file), 'utf8');
  const report: ArchiveReport = { number: entry.number, turns: 0, estimated: 0, speakers: new Map(), problems: [] };
  let blocks;
  try {
    blocks = processTranscript(raw).blocks;
  } catch (error) {
    report.problems.push(`refused: ${error instanceof Error ? error.message : String(error)}`);
    return report;
  }
  report.turns = blocks.length;
  report.estimated = blocks.filter((b) => b.estimated).length;
  for (const b of blocks) report.speakers.set(b.speaker, (report.speakers.get(b.speaker) ?? 0) + 1);
  if (report.speakers.size < 2) report.problems.push(`${report.speakers.size} speaker(s)`);
  if (report.speakers.has('Speaker')) report.problems.push('turns without a speaker');
  const timedHeaders = raw.split(/\r?\n/).filter((line) => TIMED_HEADER.test(line.trim())).length;
  if (timedHeaders > 0 && timedHeaders !== blocks.length) report.problems.push(`${blocks.length} turns for ${timedHeaders} timed headers`);
  const most = Math.max(...report.speakers.values());
  for (const [speaker, count] of report.speakers) {
    if (count === 1 && most >= 10 && timedHeaders === 0) report.problems.push(`"${speaker}" heads one turn`);
  }
  return report;
}

/** Every transcript of the archive in `dir` (episodes.json and its files), checked. */
export function checkArchive(dir: string): ArchiveReport[] {
  const entries = JSON.parse(fs.readFileSync(path.join(dir, 'episodes.json'), 'utf8')) as ArchiveEntry[];
  return entries.map((entry) => checkTranscript(dir, entry));
}

function main() {
  const reports = checkArchive(path.resolve(process.argv[2] ?? '../shared/archive'));
  for (const r of reports) {
    const speakers = [...r.speakers].sort((a, b) => b[1] - a[1]);
    const shown = speakers
      .slice(0, 4)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    const more = speakers.length > 4 ? `, +${speakers.length - 4} more` : '';
    const flag = r.problems.length > 0 ? `  !! ${r.problems.join('; ')}` : '';
    console.log(`${String(r.number).padStart(3)}  ${String(r.turns).padStart(4)} turns  ${String(r.estimated).padStart(4)} estimated  ${shown}${more}${flag}`);
  }
  const failed = reports.filter((r) => r.problems.length > 0);
  const turns = reports.reduce((sum, r) => sum + r.turns, 0);
  const estimated = reports.reduce((sum, r) => sum + r.estimated, 0);
  console.log(
    `\n${reports.length} transcripts, ${turns} turns (${estimated} with estimated times), ` +
      `${reports.length - failed.length} import with their speakers, ${failed.length} with problems`,
  );
  if (failed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
