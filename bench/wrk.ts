// wrk (C, epoll) as bench:api's load generator. On a 2-core machine autocannon, which parses every
// answer in JavaScript on the server's cores, measured itself more than the server: a bare Fastify
// sending a route's 3 KB answer reached half the hello-world's rate (BENCHMARKS.md).
// Debian: `apt-get install -y wrk`. One thread, so one core stays the server's.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether `wrk` runs here (Debian's prints its usage and exits 1 for `--version`). */
export function wrkInstalled(): boolean {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return !probe.error && /wrk/i.test(`${probe.stdout}${probe.stderr}`);
}

export type WrkRun = {
  url: string;
  connections: number;
  durationS: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Paths asked for in turn, one per request (search texts); else the URL's path every time. */
  paths?: string[];
};

export type WrkResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Socket errors, timeouts and answers with status ≥ 400 (wrk's own count). */
  errors: number;
};

/** A Lua string literal that needs no escaping (long brackets; our paths and bodies hold no `]==]`). */
function lua(value: string): string {
  if (value.includes(']==]')) throw new Error(`cannot quote for Lua: ${value}`);
  return `[==[${value}]==]`;
}

/**
 * The wrk script: method, headers, body, the rotating paths, and a `done` that prints the summary
 * and latency percentiles (µs) as one JSON line. No `response` callback: with one, wrk hands every
 * answer's headers and body to Lua, the client-side cost this client is here to avoid; its own
 * error count already includes every status ≥ 400.
 */
function script(run: WrkRun): string {
  const lines = [
    `wrk.method = ${lua(run.method)}`,
    ...Object.entries(run.headers).map(([name, value]) => `wrk.headers[ ${lua(name)} ] = ${lua(value)}`),
    run.body === undefined ? '' : `wrk.body = ${lua(run.body)}`,
  ];
  if (run.paths && run.paths.length > 0) {
    lines.push(
      `local paths = { ${run.paths.map(lua).join(', ')} }`,
      'local turn = 0',
      'function request() turn = turn + 1; return wrk.format(nil, paths[(turn - 1) % #paths + 1]) end',
    );
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK_JSON {"requests":%d,"duration_us":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\\n\',',
    '    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,',
    '    latency:percentile(50), latency:percentile(95), latency:percentile(99)))',
    'end',
  );
  return `${lines.filter(Boolean).join('\n')}\n`;
}

/** Runs wrk once (one thread) and returns its figures, latencies in milliseconds. */
export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-wrk-'));
  const file = path.join(dir, 'bench.lua');
  writeFileSync(file, script(run));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        'wrk',
        ['-t1', `-c${run.connections}`, `-d${run.durationS}s`, '--timeout', '10s', '-s', file, run.url],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${out}`)),
      );
    });
    const line = /^WRK_JSON (.*)$/m.exec(output)?.[1];
    if (!line) throw new Error(`no summary in wrk's output: ${output}`);
    const r = JSON.parse(line) as {
      requests: number;
      duration_us: number;
      errors: number;
      p50: number;
      p95: number;
      p99: number;
    };
    return {
      requests: r.requests,
      rps: r.requests / (r.duration_us / 1e6),
      p50: r.p50 / 1000,
      p95: r.p95 / 1000,
      p99: r.p99 / 1000,
      errors: r.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
