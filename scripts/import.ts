/**
 * npm run import -- <folder>
 * Loads episodes.json and the transcripts of a corpus folder (shaped like ../shared/corpus)
 * into the database of this environment (DATABASE_URL, or the embedded one under DATA_DIR:
 * stop the server first, the embedded database serves one process). Idempotent.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { createLogger } from '../server/logger.js';
import { createServices } from '../server/services.js';
import { importCorpus } from './corpus-import.js';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run import -- <corpus folder with episodes.json>');
  process.exit(2);
}

try {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log);
  try {
    const services = createServices({ em: db.orm.em, config, log });
    const result = await importCorpus(services, db.orm.em, path.resolve(folder), log);
    console.log(`Imported ${path.resolve(folder)}: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
