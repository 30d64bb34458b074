// `npm start`: build what is missing, then run the server (migrations and demo seed happen in it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Settings from .env (never committed) when present; the real environment wins.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
buildIfStale();
// An IPC channel the server watches: if this process dies without passing a signal on (SIGKILL),
// the channel closes and the server shuts down (apps/api/src/main.ts).
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
const stop = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
// Ctrl+C (SIGINT), a supervisor's SIGTERM, a closed terminal (SIGHUP): the server closes gracefully.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
// `npm start` is npm → sh → this script: a SIGTERM to npm's process id reaches the shell, which dies
// of it without passing it on. Whoever started this script going away means stop, as a signal does.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
