// Builds the web app and the API when their output is missing or older than any source file, so
// `npm start` on a fresh clone (or after a pull) serves what the code says.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'packages/contract/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/api/src',
  'apps/api/scripts',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist/server/entry-server.js', 'apps/api/dist/main.js'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function buildIfStale() {
  const builtAt = Math.min(
    ...OUTPUTS.map((o) => (existsSync(path.join(root, o)) ? statSync(path.join(root, o)).mtimeMs : 0)),
  );
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  if (builtAt > changedAt) return false;
  console.log(builtAt === 0 ? 'Compilando la aplicación (primera vez)…' : 'Hay cambios: recompilando…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
