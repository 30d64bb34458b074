// `npm start` is npm → sh → scripts/start.mjs → the server: one signal to the process that was
// started (npm's id, as a supervisor or `kill` sends it) or one Ctrl+C (SIGINT to the terminal's
// whole group) stops every one of them and frees the port. Runs the built server (`npm run build`
// precedes the e2e step), on the embedded database without the demo seed.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, until } from './processes.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** This file polls every 100 ms (`until`'s default is 200). */
const POLL_MS = 100;

/**
 * Whether any process of the group (npm's, which leads it) is still running: read from /proc, where
 * an exited process its new parent has not reaped yet (a zombie, `Z`) does not count.
 */
function groupAlive(pgid: number): boolean {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so split after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') return true;
  }
  return false;
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

const started: Array<{ npm: ChildProcess; dataDir: string }> = [];
afterAll(() => {
  for (const { npm, dataDir } of started) {
    // Whatever a failed test left running goes, the whole group at once.
    if (npm.pid && groupAlive(npm.pid)) process.kill(-npm.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** `npm start` in a process group of its own (as a terminal runs it), ready on a free port. */
async function npmStart() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-npm-start-'));
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
    },
  });
  started.push({ npm, dataDir });
  await until('the server', () => answers(`${url}/readyz`), 45_000, POLL_MS);
  return { pid: npm.pid!, url };
}

// The two starts run side by side: each one's boot (migrations on a fresh database) is most of its time.
describe.concurrent('npm start', () => {
  it("one SIGTERM to npm's process stops the server and everything npm started", async () => {
    const { pid, url } = await npmStart();
    process.kill(pid, 'SIGTERM');
    await until('every process of npm start to exit', () => !groupAlive(pid), 10_000, POLL_MS);
    expect(await answers(`${url}/healthz`)).toBe(false);
  });

  it('one Ctrl+C (SIGINT to the whole group) stops everything', async () => {
    const { pid, url } = await npmStart();
    process.kill(-pid, 'SIGINT');
    await until('every process of npm start to exit', () => !groupAlive(pid), 10_000, POLL_MS);
    expect(await answers(`${url}/healthz`)).toBe(false);
  });
});
