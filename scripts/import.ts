/**
 * npm run import -- <folder>
 * Loads episodes.json and the transcripts of a corpus folder (shaped like ../shared/corpus)
 * into the database of this environment (DATABASE_URL, or the embedded one under DATA_DIR:
 * stop the server first, the embedded database serves one process). Idempotent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createServices } from '../server/services.js';
import { CliError, runCli, UsageError, withDatabase } from './cli.js';
import { importCorpus } from './corpus-import.js';

const USAGE = 'Usage: npm run import -- <corpus folder with episodes.json>';

/** The folder to import, checked before the database is opened (which takes seconds, or is refused while the server runs). */
function corpusFolder(args: string[]): string {
  if (args.length === 0) throw new UsageError('No folder given.');
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new UsageError('Give exactly one folder.');
  const folder = path.resolve(args[0]!);
  // The command line is right but the folder is not (exit 1); the usage says what it must hold.
  if (!fs.existsSync(path.join(folder, 'episodes.json'))) throw new CliError(`No episodes.json in ${folder}.\n${USAGE}`);
  return folder;
}

async function main(args: string[]): Promise<void> {
  const folder = corpusFolder(args);
  await withDatabase({}, async ({ config, log, db }) => {
    const services = createServices({ em: db.orm.em, config, log });
    const result = await importCorpus(services, db.orm.em, folder, log);
    console.log(`Imported ${folder}: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`);
  });
}

await runCli({ usage: USAGE, failure: 'Could not import the corpus' }, main);
