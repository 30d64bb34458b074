// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with hot reload on PORT (3000),
// proxying /api and /oauth to the API.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Settings from .env (never committed) when present; the real environment wins.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
// npm runs each workspace in its own folder: pin DATA_DIR so dev and `npm start` share ./data.
const env = {
  ...process.env,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
};

const children = [
  spawn('npm', ['run', 'dev', '-w', '@campus/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', '@campus/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
