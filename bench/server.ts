// Starts the production build of the API (which serves the built web app) on a free port, as
// `npm start` does, and stops it. Shared by the API and web benchmarks.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The bundled API; BENCH_API_ENTRY points elsewhere (e.g. an isolated build under /tmp). */
export const API_ENTRY = process.env.BENCH_API_ENTRY ?? path.join(ROOT, 'apps/api/dist/main.js');
/** The built web app the server sends; WEB_DIST_DIR as for the server itself. */
export const WEB_DIST = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');

/** `pid`: the process that answers (its CPU time per request is measured by bench:api). */
export type RunningServer = { baseUrl: string; pid?: number; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 120_000, probe = '/readyz') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready at ${url}`);
}

/**
 * `databaseUrl` postgres://… runs the server as in production (NODE_ENV=production, throw-away
 * secrets, an SMTP URL that is never used); `memory://` runs it on an embedded database.
 */
export async function startServer(databaseUrl: string): Promise<RunningServer> {
  const builds: Array<[string, string]> = [
    ['API', API_ENTRY],
    ['web', path.join(WEB_DIST, 'index.html')],
  ];
  for (const [what, file] of builds) {
    if (!existsSync(file)) throw new Error(`No ${what} build at ${file}: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
  const production = databaseUrl.startsWith('postgres');
  // BENCH_CPU_PROF_DIR: write a V8 CPU profile of the server there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
    : [];
  // BENCH_NODE_FLAGS: more flags for the server's node (e.g. `--trace-gc` to see what collects).
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_STALL_LOG=file: every event-loop stall over 20 ms, appended there (stall-logger.mjs).
  const stalls = process.env.BENCH_STALL_LOG
    ? ['--import', pathToFileURL(path.join(import.meta.dirname, 'stall-logger.mjs')).href]
    : [];
  const child = spawn(process.execPath, [...profile, ...stalls, ...flags, API_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: production ? 'production' : 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED: 'demo',
      // As deployed (compose.yaml): the access log is part of each request's cost. Its lines go
      // to /dev/null (stdout ignored), the cheapest sink a real deployment's log pipe can be.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      WEB_DIST_DIR: WEB_DIST,
      ...(production
        ? {
            OAUTH_CLIENT_SECRET: randomBytes(24).toString('hex'),
            CAPTCHA_HMAC_KEY: randomBytes(24).toString('hex'),
            TOKEN_SIGNING_KEY: randomBytes(24).toString('hex'),
            SMTP_URL: 'smtp://127.0.0.1:2525',
            ALLOW_SANDBOX_PAYMENTS: 'true',
          }
        : {}),
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    await waitForReady(baseUrl, child);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** An answer as our server sent it: the headers that are not per response, and the body bytes. */
export type FixedAnswer = { headers: Record<string, string>; body: Buffer };

/**
 * A bare Fastify (no plugins, its own process) that sends each given answer at `/{index}`, byte for
 * byte with its headers: the physical limit for answers of that size and shape.
 */
export async function startFixedAnswers(answers: FixedAnswer[]): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-bench-answers-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(answers.map((a) => ({ headers: a.headers, body: a.body.toString('base64') }))),
  );
  const script = `const answers = require(${JSON.stringify(file)}).map((a) => ({ headers: a.headers, body: Buffer.from(a.body, 'base64') }));
answers.forEach((a, i) => app.get('/' + i, (_req, reply) => { reply.headers(a.headers); reply.send(a.body); }));`;
  try {
    return await startBareFastify(script, '/0');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The physical limit: a bare Fastify hello-world (`{hello: 'world'}`), the project's own fastify (as
 * the API resolves it), no plugins, in its own process with NODE_ENV=production, like the server.
 */
export function startHelloWorld(): Promise<RunningServer> {
  return startBareFastify(`app.get('/', async () => ({ hello: 'world' }));`, '/');
}

/**
 * The project's own fastify, NODE_ENV=production, `routes` (CommonJS, may `require` the project's
 * packages) run with `app` created from `options` (no logger by default); `nodeArgs` go to its node
 * (`--import tsx` to `require` the API's TypeScript).
 */
export async function startBareFastify(
  routes: string,
  probe: string,
  options = '{ logger: false }',
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fastifyPath = createRequire(path.join(ROOT, 'apps/api/package.json')).resolve('fastify');
  const script = `const Fastify = require(${JSON.stringify(fastifyPath)});
const app = Fastify(${options});
${routes}
app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, [...nodeArgs, '-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForReady(baseUrl, child, 30_000, probe);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (`getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS = 100;

/** A process's CPU time so far in µs (Linux /proc), or null elsewhere. */
export function cpuTimeUs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
