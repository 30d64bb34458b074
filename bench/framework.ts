// What a bare Fastify costs per request once it does what every production request of ours needs:
// the hello-world, then with an API answer's security headers, an access-log line, and compression,
// each in its own process, measured in interleaved rounds (this machine's rate drifts between runs).
// The answer to "how close to the hello-world can the API be", before any route work.
// Needs wrk (`apt-get install -y wrk`). BENCH_ROUNDS (3), BENCH_DURATION (4 s per round).
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiHeaders } from '../apps/api/src/plugins/security.ts';
import { cpuTimeUs, median, ROOT, type RunningServer, startBareFastify } from './server.ts';
import { runWrk, wrkInstalled } from './wrk.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = 50;

const resolve = createRequire(path.join(ROOT, 'apps/api/package.json')).resolve;
const HELLO = `app.get('/', async () => ({ hello: 'world' }));`;
// An API answer's set (a JSON hello-world is one); pages carry the longer document set.
const HEADERS = `const headers = ${JSON.stringify(apiHeaders(true))};
app.addHook('onRequest', (_request, reply, done) => { reply.headers(headers); done(); });`;
const COMPRESS = `app.register(require(${JSON.stringify(resolve('@fastify/compress'))}), { global: true, threshold: 1024, encodings: ['br', 'gzip'] });`;
// One access-log line per request when it is answered, as the API's (lib/request-log.ts), to
// /dev/null as bench:api's server does, through the API's production destination (lib/log-destination.ts:
// pino's asynchronous destination).
const LOGGER = `{
  logger: {
    level: 'info',
    stream: require(${JSON.stringify(resolve('pino'))}).destination({ dest: '/dev/null', sync: false }),
  },
  logController: new (class extends Fastify.LogController {
    incomingRequest() {}
    requestCompleted(error, request, reply) {
      reply.log.info({ req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    }
  })(),
}`;

type Variant = { name: string; routes: string; options?: string };
const VARIANTS: Variant[] = [
  { name: 'bare hello-world', routes: HELLO },
  { name: '+ security headers', routes: `${HEADERS}\n${HELLO}` },
  { name: '+ access log', routes: HELLO, options: LOGGER },
  { name: '+ headers + access log', routes: `${HEADERS}\n${HELLO}`, options: LOGGER },
  {
    name: '+ headers + access log + compress',
    routes: `${HEADERS}\n${COMPRESS}\n${HELLO}`,
    options: LOGGER,
  },
];

async function measure(server: RunningServer): Promise<{ rps: number; cpuUs: number | null }> {
  const run = { url: `${server.baseUrl}/`, connections: CONNECTIONS, method: 'GET', headers: {} };
  await runWrk({ ...run, durationS: 1 });
  const before = cpuTimeUs(server.pid);
  const result = await runWrk({ ...run, durationS: DURATION_S });
  const after = cpuTimeUs(server.pid);
  const cpuUs = before === null || after === null ? null : (after - before) / result.requests;
  return { rps: result.rps, cpuUs };
}

async function main() {
  if (!wrkInstalled()) throw new Error('bench:framework needs wrk: apt-get install -y wrk');
  const samples = new Map(VARIANTS.map((v) => [v.name, [] as Array<{ rps: number; cpuUs: number | null }>]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const variant of VARIANTS) {
      // Every variant with the same loader: some `require` the API's TypeScript.
      const server = await startBareFastify(variant.routes, '/', variant.options, ['--import', 'tsx']);
      try {
        samples.get(variant.name)!.push(await measure(server));
      } finally {
        await server.stop();
      }
    }
    console.log(`round ${round}/${ROUNDS} done`);
  }
  const bareRps = median(samples.get(VARIANTS[0]!.name)!.map((s) => s.rps));
  console.log(`\nwrk, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s, medians:\n`);
  console.log('| variant | req/s | ratio to bare | server CPU µs/req |');
  console.log('|---|---:|---:|---:|');
  for (const variant of VARIANTS) {
    const runs = samples.get(variant.name)!;
    const rps = median(runs.map((s) => s.rps));
    const cpu = runs.every((s) => s.cpuUs !== null) ? median(runs.map((s) => s.cpuUs!)).toFixed(0) : '—';
    console.log(`| ${variant.name} | ${rps.toFixed(0)} | ${(rps / bareRps).toFixed(2)} | ${cpu} |`);
  }
}

await main();
