import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BatchedLogDestination } from './log-destination.ts';

/** Records what reaches the target, in order. */
function recordingTarget() {
  const writes: string[] = [];
  return { writes, target: { write: (text: string) => writes.push(text) } };
}

describe('BatchedLogDestination', () => {
  it('hands the lines of one turn to the target as one write, in order, once the turn ends', async () => {
    const { writes, target } = recordingTarget();
    const destination = new BatchedLogDestination(target);
    destination.write('{"msg":"a"}\n');
    destination.write('{"msg":"b"}\n');
    destination.write('{"msg":"c"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n{"msg":"c"}\n']);

    destination.write('{"msg":"d"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n{"msg":"c"}\n', '{"msg":"d"}\n']);
  });

  it('on exit, writes what is pending at once, and nothing twice when the turn then ends', async () => {
    const { writes, target } = recordingTarget();
    const destination = new BatchedLogDestination(target);
    destination.write('uno\n');
    destination.write('dos\n');
    destination.flush();
    expect(writes).toEqual(['uno\ndos\n']);
    await nextTurn();
    expect(writes).toEqual(['uno\ndos\n']);
  });

  it("keeps a process's last lines when it exits right after logging them", () => {
    const script = `
      import { batchedStdout } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'log-destination.ts')).href)};
      const out = batchedStdout();
      for (let i = 1; i <= 3; i++) out.write('línea ' + i + '\\n');
      process.exit(3);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('línea 1\nlínea 2\nlínea 3\n');
    expect(child.status).toBe(3);
  });
});
