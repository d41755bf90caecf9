/**
 * Accounts from the shell.
 *   npm run admin -- create <username>              create an administrator, or reset its password
 *   npm run admin -- create <username> --no-admin   the same for a user without admin rights
 *
 * The password comes from ADMIN_PASSWORD when set; otherwise it is asked on the terminal
 * (not echoed, asked twice), or read as one line from standard input when that is not a
 * terminal (`echo "$PW" | npm run admin -- create bob`). The database is opened the way
 * the server opens it: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR.
 */
import { PASSWORD_MIN_CHARS } from '../common/limits.js';
import { runCli, UsageError, withDatabase } from './cli.js';
import { PasswordInputError, readPassword } from './read-password.js';

const USAGE = 'Usage: npm run admin -- create <username> [--no-admin]';

interface Command {
  username: string;
  isAdmin: boolean;
}

function parseArgs(args: string[]): Command {
  const flags = args.filter((a) => a.startsWith('--'));
  const words = args.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--no-admin');
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown[0]}.`);
  if (words[0] !== 'create') throw new UsageError(words[0] ? `Unknown command "${words[0]}".` : 'No command given.');
  if (!words[1] || words.length > 2) throw new UsageError('Give exactly one username.');
  return { username: words[1], isAdmin: !flags.includes('--no-admin') };
}

async function passwordFor(username: string): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv !== undefined && fromEnv !== '' ? fromEnv : await readPassword(`Password for ${username}: `);
  if (password.length < PASSWORD_MIN_CHARS) throw new PasswordInputError(`The password must be at least ${PASSWORD_MIN_CHARS} characters.`);
  return password;
}

function updateSummary(saved: { passwordChanged: boolean; sessionsEnded: number }): string {
  const password = saved.passwordChanged ? 'new password set' : 'password unchanged';
  return saved.sessionsEnded > 0 ? `${password}, ${saved.sessionsEnded} signed-in ${saved.sessionsEnded === 1 ? 'session' : 'sessions'} ended` : password;
}

async function main(args: string[]): Promise<void> {
  const command = parseArgs(args);
  const password = await passwordFor(command.username);
  // Loaded after the prompt so that it shows at once (the ORM takes seconds to load).
  const [{ RequestContext }, { AuthService }, { SessionStore }] = await Promise.all([
    import('@mikro-orm/core'),
    import('../server/modules/auth/auth.service.js'),
    import('../server/modules/auth/session-store.js'),
  ]);
  // ADMIN_* configure the server's start-up admin; here they are this command's input.
  // Quiet unless LOG_LEVEL says otherwise: the line printed at the end is the answer.
  const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL?.trim() || 'warn', ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined };
  await withDatabase({ env, shareRunning: true }, async ({ db, log }) => {
    const auth = new AuthService(db.orm.em, new SessionStore(db.orm.em), log);
    const saved = await RequestContext.create(db.orm.em, () => auth.saveUser(command.username, password, { isAdmin: command.isAdmin }));
    const role = saved.isAdmin ? 'administrator' : 'user (not an administrator)';
    console.log(saved.created ? `Created ${role} "${saved.username}".` : `Updated ${role} "${saved.username}": ${updateSummary(saved)}.`);
  });
}

await runCli({ usage: USAGE, failure: 'Could not save the account' }, main);
