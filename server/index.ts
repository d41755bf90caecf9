import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, configWarnings, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { createHttpServer } from './http/server.js';
import { resolveSessionSecret } from './http/session.js';
import { createLogger } from './logger.js';
import { createServices } from './services.js';
import { prepare, startupFailureMessage, type StartupStep } from './startup.js';

/** Grace period for open requests at shutdown before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Resolves with the port actually bound (PORT=0 picks a free one). */
function listen(server: Server, config: Config): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.http.port, config.http.host, () => resolve((server.address() as AddressInfo).port));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  const log = createLogger(config.logLevel);
  for (const warning of configWarnings(config)) log.warn(warning);
  let db: Database | undefined;
  let server: Server | undefined;
  let stopApp: (() => Promise<void>) | undefined;
  let shuttingDown = false;

  const shutdown = async (signal: string, exitCode = 0) => {
    // npm and the terminal both deliver Ctrl+C: a repeated signal must not cut the sequence short.
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    if (server) {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server?.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(timer);
    }
    await stopApp?.().catch((error: unknown) => log.warn({ err: error }, 'stopping GraphQL failed'));
    await db?.close().catch((error: unknown) => log.error({ err: error }, 'closing the database failed'));
    log.info('stopped');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let step: StartupStep = 'database';
  try {
    db = await openDatabase(config, log);
    step = 'session-secret';
    const sessionSecret = resolveSessionSecret(config, log);
    step = 'prepare';
    const services = createServices({ em: db.orm.em, config, log });
    await prepare(services, config, log);
    const built = await createApp({ config, orm: db.orm, services, log, sessionSecret });
    stopApp = built.stop;
    server = createHttpServer(built.app);
    step = 'listen';
    const port = await listen(server, config);
    const memoryMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
    log.info(
      { url: `http://localhost:${port}`, port, startupMs: Date.now() - started, rssMb: memoryMb, database: db.embedded ? 'embedded' : 'DATABASE_URL' },
      `${config.podcastName} Q&A is ready`,
    );
  } catch (error) {
    // The message says what failed; a stack only helps past the database and the port.
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    log.fatal(step === 'prepare' ? { err: error, step } : { step, code }, startupFailureMessage(step, error, config));
    await shutdown('startup-failure', 1);
  }
}

void main();
