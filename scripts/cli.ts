/**
 * What the command-line scripts share: how they open the database and how they end.
 * A script ends with exit code 0 when it did its work (or printed its usage for --help),
 * 2 when it was called wrongly (with the usage), and 1 when it failed, with one line that
 * says why and never a stack.
 *
 * Nothing here loads the ORM until withDatabase runs: `npm run admin` asks for the password
 * first, and MikroORM takes seconds to load.
 */
import type { Config } from '../server/config.js';
import type { Database, OpenOptions } from '../server/db/database.js';
import type { Logger } from '../server/logger.js';
import { startupFailureMessage } from '../server/startup.js';

/** The command line is wrong: printed with the usage, exit 2. */
export class UsageError extends Error {}

/** A failure whose message tells the operator everything (what to fix, or what went wrong): printed as it is. */
export class CliError extends Error {}

/**
 * Errors of the server that explain themselves: a configuration problem (ConfigError) or
 * refused input (AppError). Told by name, as importing their classes would load zod and the ORM.
 */
const SELF_EXPLAINING = new Set(['ConfigError', 'AppError']);

const isExpected = (error: unknown): error is Error => error instanceof CliError || (error instanceof Error && SELF_EXPLAINING.has(error.name));

/** An unforeseen error in one line: its message with the line breaks folded, without the stack. */
function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).trim().replace(/\s*\n\s*/g, ' ');
}

export interface Cli {
  /** Printed for --help, and after a usage error. */
  usage: string;
  /** What failed, put before the message of an unforeseen error ("Could not save the account"). */
  failure: string;
}

/** Prints why the script failed; returns its exit code. */
function report(error: unknown, cli: Cli): number {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${cli.usage}`);
    return 2;
  }
  console.error(isExpected(error) ? error.message : `${cli.failure}: ${oneLine(error)}`);
  return 1;
}

/**
 * Runs a script's `main` with its arguments, or prints the usage for --help or -h. Sets the
 * exit code rather than exiting, so that output is flushed and whatever main opened is closed.
 */
export async function runCli(cli: Cli, main: (args: string[]) => Promise<void>): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(cli.usage);
    return;
  }
  try {
    await main(args);
  } catch (error) {
    process.exitCode = report(error, cli);
  }
}

export interface DatabaseOptions extends OpenOptions {
  /** The variables to configure from (default: process.env). */
  env?: NodeJS.ProcessEnv;
}

/** What a script works with while the database is open. */
export interface CliContext {
  config: Config;
  log: Logger;
  db: Database;
}

/**
 * Configures from the environment, opens the database as the server does (DATABASE_URL, or
 * the embedded PostgreSQL under DATA_DIR), runs `work` and closes the database. A database
 * that cannot be opened fails with the server's line for it, which names DATABASE_URL or
 * DATA_DIR (not the URL's user or password) instead of the driver's message alone.
 */
export async function withDatabase<T>(options: DatabaseOptions, work: (context: CliContext) => Promise<T>): Promise<T> {
  // Loaded here rather than at the top, for admin.ts's prompt (see above).
  const [{ loadConfig }, { createLogger }, { openDatabase }] = await Promise.all([
    import('../server/config.js'),
    import('../server/logger.js'),
    import('../server/db/database.js'),
  ]);
  const config = loadConfig(options.env);
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log, { shareRunning: options.shareRunning }).catch((error: unknown) => {
    throw new CliError(startupFailureMessage('database', error, config));
  });
  try {
    return await work({ config, log, db });
  } finally {
    await db.close();
  }
}
