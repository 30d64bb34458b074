import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time. The API runs from `src/` (tsx, tests) and from the bundled
 * `dist/main.js`; both sit one level below apps/api, so paths are taken from there.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle'))) {
    // A bundle built outside the repo (isolated e2e builds) runs with the repo root as cwd.
    if (path.dirname(dir) === dir) return path.resolve('apps/api');
    dir = path.dirname(dir);
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
/** Seed pictures and the demo video, served at /media. */
export const MEDIA_DIR = path.join(API_ROOT, 'media');
/** The built web app; WEB_DIST_DIR overrides it (isolated e2e builds). */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? path.resolve(API_ROOT, '../web/dist');
