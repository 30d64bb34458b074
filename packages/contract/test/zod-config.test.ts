// Zod probes `new Function('')` when it builds its first object schema, unless `jitless` is set;
// under the site's CSP (no 'unsafe-eval') the caught probe is still reported as a violation, a
// console issue on every page whose forms load (Lighthouse best practices). zod-es.ts sets
// `jitless` in the browser, so each module that builds schemas imports it before building any: a
// lazily loaded form may evaluate such a module before any other.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

describe('zod configuration', () => {
  const modules = readdirSync(SRC).filter((f) => f.endsWith('.ts') && f !== 'zod-es.ts');
  it.each(modules.filter((f) => /from 'zod'/.test(readFileSync(SRC + f, 'utf8'))))(
    '%s imports zod-es.ts before it builds a schema',
    (file) => {
      const code = readFileSync(SRC + file, 'utf8');
      const setup = code.search(/^import (?:[^;]* from )?'\.\/zod-es\.ts';/m);
      expect(setup, `${file} does not import './zod-es.ts'`).toBeGreaterThan(-1);
      const firstSchema = code.search(/\bz\.[a-z]+\(/);
      if (firstSchema >= 0) expect(setup).toBeLessThan(firstSchema);
    },
  );
});
