// What the home page's JavaScript is made of (issue 12). Builds the web app with source maps into
// a directory of its own (default /tmp/campus-home-js, so it never touches apps/web/dist), walks the
// Vite manifest from the entry and the home route's chunks, prints each file gzipped (level 9) and
// the share of each source (npm package or file) in the entry chunk, each share gzipped alone (the
// shares add up to more than the file: gzip finds repeats across sources). Then the chunks the home
// imports once it is idle (the Embla carousel: components/carousel.tsx), which the bundle-budget e2e
// test and `npm run bench:web` count too.
//   node scripts/home-js.mjs [outDir] [rows]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? '/tmp/campus-home-js');
const rows = Number(process.argv[3] ?? 30);
execFileSync(
  'npx',
  ['vite', 'build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  },
);
const { SourceMapConsumer } = createRequire(path.join(root, 'node_modules/'))('source-map-js');
const manifest = JSON.parse(readFileSync(path.join(out, '.vite/manifest.json'), 'utf8'));
const pageChunks = JSON.parse(readFileSync(path.join(out, '.vite/page-chunks.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
for (const file of pageChunks.home) files.add(file);
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const gz = gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length;
  total += gz;
  console.log(`${kb(gz)} gz  ${file}`);
}
console.log(`${kb(total)} gz  home page JavaScript before it answers`);
// Dynamic imports of those chunks that the page itself makes once idle (not on a click: dialogs,
// the toaster and other routes stay out).
const idle = new Set();
for (const key of Object.keys(manifest)) {
  if (!files.has(manifest[key].file)) continue;
  for (const imported of manifest[key].dynamicImports ?? [])
    if (/node_modules\/embla-carousel/.test(imported)) idle.add(manifest[imported].file);
}
let idleTotal = 0;
for (const file of idle) {
  const gz = gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length;
  idleTotal += gz;
  console.log(`${kb(gz)} gz  ${file} (once idle)`);
}
console.log(`${kb(total + idleTotal)} gz  home page JavaScript until idle\n\nEntry chunk by source:`);

const entry = manifest[entryKey].file;
const lines = readFileSync(path.join(out, entry), 'utf8').split('\n');
const map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(out, `${entry}.map`), 'utf8')));
const segments = [];
map.eachMapping((m) => segments.push(m));
segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
const parts = {};
segments.forEach((s, i) => {
  const next = segments[i + 1];
  const line = lines[s.generatedLine - 1];
  const end = next && next.generatedLine === s.generatedLine ? next.generatedColumn : line.length;
  const source = (s.source ?? '(no source)').replace(/^(\.\.\/)+/, '');
  const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const key = pkg ? `npm:${pkg[1]}` : source.replace(/^.*?(apps|packages)\//, '$1/');
  parts[key] = (parts[key] ?? '') + line.slice(s.generatedColumn, end);
});
Object.entries(parts)
  .map(([key, code]) => [key, gzipSync(code, { level: 9 }).length])
  .sort((a, b) => b[1] - a[1])
  .slice(0, rows)
  .forEach(([key, gz]) => {
    console.log(`${kb(gz)} gz  ${key}`);
  });
