// Bundles the API and its operator commands into dist/. Workspace packages (@campus/contract) are
// bundled from source; npm dependencies stay external and load from node_modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@campus/'))
  .flatMap((name) => [name, `${name}/*`]);

const cliDir = new URL('../src/cli/', import.meta.url);
const commands = existsSync(cliDir)
  ? readdirSync(cliDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  : [];

await build({
  entryPoints: ['src/main.ts', ...commands.map((f) => `src/cli/${f}`)],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: process.env.API_OUT_DIR ?? 'dist',
  outbase: 'src',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
