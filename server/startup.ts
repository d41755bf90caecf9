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
}
