import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'log-destination.ts')).href);

/** Runs `body` in a process of its own (pino's exit hook is the process's); what it printed. */
function run(body: string) {
  const script = `
    import pino from 'pino';
    import { stdoutLog } from ${moduleUrl};
    const log = pino({ base: null, timestamp: false }, stdoutLog());
    ${body}
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 20_000,
    cwd: import.meta.dirname,
  });
}

describe('the production log destination (pino.destination, asynchronous)', () => {
  it("keeps a process's last lines, in order, when it exits right after logging them", () => {
    const child = run(`
      for (let i = 1; i <= 2000; i++) log.info('línea ' + i);
      process.exit(3);
    `);
    expect(child.stderr).toBe('');
    const lines = child.stdout.trim().split('\n');
    expect(lines).toHaveLength(2000);
    expect(JSON.parse(lines[0]!)).toEqual({ level: 30, msg: 'línea 1' });
    expect(JSON.parse(lines[1999]!)).toEqual({ level: 30, msg: 'línea 2000' });
    expect(child.status).toBe(3);
  });

  it('writes the lines of a process that ends by itself, and hands out one destination', () => {
    const child = run(`
      if (stdoutLog() !== stdoutLog()) throw new Error('two destinations');
      log.info('uno');
      setTimeout(() => log.warn('dos'), 10);
    `);
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('{"level":30,"msg":"uno"}\n{"level":40,"msg":"dos"}\n');
    expect(child.status).toBe(0);
  });
});
