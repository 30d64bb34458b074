// `npm test`: every check, in order, stopping at the first that fails.
import { execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['lint', 'npx biome check .'],
  ['typecheck', 'npx tsc -b'],
  ['unit', 'npx vitest run --project contract --project web'],
  [
    'api',
    `npx vitest run --project api-pglite${process.env.TEST_DATABASE_URL ? ' --project api-postgres' : ''}`,
  ],
  ['build', 'npm run build'],
  ['e2e', 'npx vitest run --project e2e'],
];
const only = process.argv.slice(2);
for (const [name, command] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  try {
    execSync(command, { cwd: root, stdio: 'inherit' });
  } catch {
    console.error(`\n✖ ${name} falló`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
