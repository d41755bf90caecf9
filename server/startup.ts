import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { Services } from './services.js';

/**
 * What the server does once the database is open and before it accepts requests:
 * create or update the configured administrator, rebuild the passage index if a migration
 * emptied it, and load the demo episodes into an empty database (unless SEED_DEMO=false). Each step opens the database contexts it needs.
 */
export async function prepare(
  services: Services,
  config: Pick<Config, 'admin' | 'seedDemo'>,
  log: Logger,
  options: { demoFolder?: string } = {},
): Promise<void> {
  if (config.admin) {
    const { username, password } = config.admin;
    const admin = await services.auth.ensureAdmin(username, password);
    log.info(
      { username: admin.username, created: admin.created, passwordChanged: admin.passwordChanged, sessionsEnded: admin.sessionsEnded },
      admin.created ? 'administrator created' : 'administrator updated',
    );
  }
  await services.search.ensureIndexed();
  if (config.seedDemo) await services.seed.seedDemo(options.demoFolder);
  // The model trains in the background as episodes are indexed (the demo's, or those a stopped
  // process left unseen): requests are taken once it is trained, so the first answers use it.
  await services.search.settled();
}

/** The start-up step that was running when start-up failed. */
export type StartupStep = 'database' | 'session-secret' | 'prepare' | 'listen';

/** Where DATABASE_URL points, without its user or password. */
function databaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * One line for the operator when start-up fails: the variable to look at and what went wrong,
 * instead of a library's error alone (the error and its stack are logged with it).
 */
export function startupFailureMessage(step: StartupStep, error: unknown, config: Pick<Config, 'databaseUrl' | 'dataDir' | 'http'>): string {
  const { code, message } = (error instanceof Error ? error : new Error(String(error))) as NodeJS.ErrnoException;
  if (step === 'database') {
    return config.databaseUrl
      ? `DATABASE_URL: cannot use the PostgreSQL at ${databaseTarget(config.databaseUrl)}: ${message}`
      : `The embedded PostgreSQL under DATA_DIR (${config.dataDir}) could not start: ${message}`;
  }
  if (step === 'session-secret') {
    return `DATA_DIR: cannot keep a generated session secret in ${config.dataDir}: ${message}. Set DATA_DIR to a folder this process can write, or set SESSION_SECRET.`;
  }
  if (step === 'listen') {
    const { port, host } = config.http;
    const where = host ? `${host}:${port}` : `port ${port}`;
    if (code === 'EADDRINUSE') return `PORT: ${where} is already in use; stop what listens there or set PORT to another port (0 picks a free one).`;
    if (code === 'EACCES') return `PORT: no permission to listen on ${where}; use a port above 1023 or run with the right to bind it.`;
    if (host && (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')) {
      return `HOST: cannot listen on ${host} (${code}): it is no address of this machine; set HOST to one, or leave it unset for all interfaces.`;
    }
    return `Cannot listen on ${where}: ${message}`;
  }
  return `Start-up failed: ${message}`;
}
