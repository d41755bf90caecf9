/**
 * npm run import -- <folder>
 * Loads episodes.json and the transcripts of a corpus folder (shaped like ../shared/corpus)
 * into the database of this environment (DATABASE_URL, or the embedded one under DATA_DIR:
 * stop the server first, the embedded database serves one process). Idempotent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { createLogger } from '../server/logger.js';
import { createServices } from '../server/services.js';
import { startupFailureMessage } from '../server/startup.js';
import { importCorpus } from './corpus-import.js';

const USAGE = 'Usage: npm run import -- <corpus folder with episodes.json>';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error(args.length === 0 ? USAGE : `Give exactly one folder.\n${USAGE}`);
  process.exit(2);
}
const folder = path.resolve(args[0]!);
// Checked before the database is opened (which takes seconds, or is refused while the server runs).
if (!fs.existsSync(path.join(folder, 'episodes.json'))) {
  console.error(`No episodes.json in ${folder}.\n${USAGE}`);
  process.exit(1);
}

try {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log).catch((error: unknown) => {
    throw new Error(startupFailureMessage('database', error, config));
  });
  try {
    const services = createServices({ em: db.orm.em, config, log });
    const result = await importCorpus(services, db.orm.em, folder, log);
    console.log(`Imported ${folder}: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`);
  } finally {
    await db.close();
  }
} catch (error) {
  // Configuration problems, a database in use or unreachable, a bad episode list: the message says it.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
