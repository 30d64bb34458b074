import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The `*-rules.ts` modules (and lead-messages.ts) are what pages import when they only need a
// constant, a message or a pure rule: they must never reach zod, whose schemas cost a phone 100–300
// ms to build (README, "Questions, answers and notes"). Type-only imports are erased and allowed.
const SRC = path.join(import.meta.dirname, '../src');
const PLAIN = [...readdirSync(SRC).filter((f) => f.endsWith('-rules.ts')), 'lead-messages.ts'];

/** The value imports of a module: package names and `./file.ts` paths. */
function valueImports(file: string): string[] {
  const code = readFileSync(path.join(SRC, file), 'utf8');
  return [...code.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?(?:from\s*)?['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
}

/** Every module a file reaches through value imports, itself included. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const spec of valueImports(file)) {
    if (spec.startsWith('./')) reach(spec.slice(2), seen);
    else seen.add(spec);
  }
  return seen;
}

describe('the contract’s plain rules', () => {
  it('has them', () => {
    expect(PLAIN).toEqual(expect.arrayContaining(['questions-rules.ts', 'auth-rules.ts', 'phone-rules.ts']));
  });

  it.each(PLAIN)('%s never reaches zod or the schema modules', (file) => {
    const reached = [...reach(file)];
    expect(reached.filter((m) => m === 'zod' || m.startsWith('zod/') || m === 'zod-es.ts')).toEqual([]);
  });

  it('a schema module does reach zod (the check can tell)', () => {
    expect([...reach('questions.ts')]).toContain('zod');
  });
});
