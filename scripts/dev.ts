/**
 * npm run dev: the API (tsx watch, restarts on change) and the Vite dev server (hot
 * reload, proxies /graphql, /api, /sitemap.xml and /robots.txt to the API) together.
 * Open http://localhost:5173. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const bin = (name: string) => path.resolve('node_modules', '.bin', name);

interface Task {
  name: string;
  child: ChildProcess;
}

function start(name: string, command: string, args: string[], env: Record<string, string>): Task {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  return { name, child };
}

const tasks = [
  start('api', bin('tsx'), ['watch', '--clear-screen=false', 'server/index.ts'], {
    PORT: apiPort,
    // Links in the served pages point at the dev server, where the pages are.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  }),
  start('web', bin('vite'), ['--config', 'client/vite.config.ts', '--port', webPort, '--strictPort'], { API_PORT: apiPort }),
];

let stopping = false;

const stopped = ({ child }: Task) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The web server first (it holds proxied connections to the API), then the API, which stops its database. */
async function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const task of [...tasks].reverse()) await stopped(task);
  process.exit(exitCode);
}

for (const { name, child } of tasks) {
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    void stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
console.log(`Starting the API on :${apiPort} and the web client on http://localhost:${webPort} …`);
