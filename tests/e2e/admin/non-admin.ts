import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The admin project's server keeps its embedded database here (playwright.config.ts). */
const DATA_DIR = '.data/e2e-admin';

/**
 * Creates a user without admin rights in the admin project's database with the admin CLI
 * (`npm run admin -- create <name> --no-admin`), which attaches to the embedded
 * PostgreSQL of the running test server.
 */
export async function createNonAdmin(username: string): Promise<{ username: string; password: string }> {
  const password = `${username}-password`;
  await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create', username, '--no-admin'], {
    env: { ...process.env, DATA_DIR, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  return { username, password };
}
