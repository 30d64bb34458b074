// `npm test`: every check, in order, stopping at the first that fails, then one summary line.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'campus-test-'));
const vitest = (name, projects) =>
  `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${path.join(reports, `${name}.json`)}`;

const steps = [
  ['lint', 'npx biome check .'],
  ['typecheck', 'npx tsc -b'],
  ['unit', vitest('unit', ['contract', 'web'])],
  // Every core: Vitest keeps one for itself by default, idle while the API files run (on CI's two
  // cores that ran them one at a time).
  [
    'api',
    `${vitest('api', ['api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : [])])} --maxWorkers=${availableParallelism()}`,
  ],
  ['build', 'npm run build'],
  ['e2e', vitest('e2e', ['e2e'])],
];

function tally() {
  let passed = 0;
  let failed = 0;
  for (const name of ['unit', 'api', 'e2e']) {
    const file = path.join(reports, `${name}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  return { passed, failed };
}

const only = process.argv.slice(2);
let failedStep = null;
for (const [name, command] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  try {
    execSync(command, { cwd: root, stdio: 'inherit' });
  } catch {
    failedStep = name;
    console.error(`\n✖ ${name} falló`);
    break;
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
const { passed, failed } = tally();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
