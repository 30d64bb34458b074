// Every installed package runs on every Node the project promises (package.json `engines`, README):
// npm only warns (EBADENGINE) when one needs a newer Node, so this check makes it fail.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type LockEntry = { version?: string; engines?: unknown };

/** Packages of package-lock.json whose `engines.node` excludes one of `nodeVersions`. */
function packagesExcluding(
  packages: Record<string, LockEntry>,
  nodeVersions: string[],
): Array<{ name: string; version: string | undefined; node: string }> {
  const refused = [];
  for (const [where, entry] of Object.entries(packages)) {
    const engines = entry.engines as { node?: unknown } | undefined;
    const node = engines && typeof engines === 'object' && !Array.isArray(engines) ? engines.node : undefined;
    if (!where || typeof node !== 'string') continue;
    if (nodeVersions.some((v) => !semver.satisfies(v, node, { includePrerelease: true })))
      refused.push({ name: where.replace(/^.*node_modules\//, ''), version: entry.version, node });
  }
  return refused;
}

describe('Node versions', () => {
  const promised: string = readJson('package.json').engines.node;
  const lowest = semver.minVersion(promised)!.version;
  // The lowest Node promised, and the one running the tests when it is a promised one (CI's).
  const versions = [lowest, ...(semver.satisfies(process.version, promised) ? [process.version] : [])];

  it('every package in package-lock.json runs on the Node versions package.json promises', () => {
    expect(lowest).toBe('20.19.0');
    expect(packagesExcluding(readJson('package-lock.json').packages, versions)).toEqual([]);
  });

  it('the check sees a package that needs a newer Node', () => {
    const lock = {
      '': { version: '0.0.0' },
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } },
    };
    expect(packagesExcluding(lock, versions)).toEqual([{ name: 'cookie', version: '2.0.2', node: '>=22' }]);
  });
});
