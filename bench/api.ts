// `npm run bench:api`: wrk (or autocannon) against the production build on PostgreSQL. Each public
// catalogue route is reported as a ratio of a bare Fastify hello-world (the project's own fastify, no
// plugins, its own process) measured in the same run with the same client, with its latencies, errors
// and the server's CPU time per request; search runs over a generated catalogue of 10,000 courses.
// BENCH_ONLY=regex limits the routes; BENCH_CLIENT=autocannon|wrk picks the client. See BENCHMARKS.md.
import { request } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { recreateDatabase } from './database.ts';
import {
  cpuTimeUs,
  type FixedAnswer,
  median,
  percentile,
  type RunningServer,
  startFixedAnswers,
  startHelloWorld,
  startServer,
} from './server.ts';
import { runWrk, wrkInstalled } from './wrk.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const COURSES = 10_000;
/** Connections of the uncached search latency run (a busy moment of real visitors, not a flood). */
const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);

/** Search terms a visitor types: accents or not, upper case, several words, partial words. */
const SEARCH_TERMS = [
  'diabetes',
  'TELEMEDICINA',
  'pediatría',
  'insulina basal',
  'electrocardiograma',
  'enfermeria critico',
  'hipertensión arterial',
  'urgencias',
  'nutricion',
  'salud mental ansiedad',
  'vacunación',
  'ecografia',
];

/**
 * Different searches, each typed once (the uncached runs): the catalogue's topics as a visitor types
 * them (accents or not, upper case) alone or with a second word, 330 distinct texts.
 */
const SEARCH_TOPICS = [
  'diabetes',
  'hipertension arterial',
  'insulinoterapia',
  'ELECTROCARDIOGRAFÍA',
  'pediatria',
  'enfermería',
  'urgencias pediatricas',
  'salud mental',
  'nutrición',
  'telemedicina',
  'farmacologia geriatrica',
  'Ecografía',
  'control prenatal',
  'vacunacion',
  'heridas',
  'antibióticos',
];
const SEARCH_MODIFIERS = [
  '',
  'nivel I',
  'nivel II',
  'avanzado',
  'primer nivel',
  'enfermeria',
  '2026',
  'taller',
  'diplomado',
  'fundamentos',
  'manejo practico',
  'curso intensivo',
  'actualización',
  'casos clinicos',
  'guías',
  'algoritmos',
  'sesiones en vivo',
  'certificado',
  'evaluacion',
  'lecturas',
  'medicos',
];
const DISTINCT_SEARCHES = SEARCH_TOPICS.flatMap((topic) =>
  SEARCH_MODIFIERS.map((modifier) => `${topic} ${modifier}`.trim()),
).slice(0, 330);

/**
 * Other searches, each typed once, that warm the server up before the uncached runs: every
 * generated course's name ends in "edición <n>", so each of these finds courses (and reads their
 * cards) like a real search, without answering any of the measured texts from the cache.
 */
const WARM_UP_SEARCHES = Array.from({ length: 110 }, (_, i) => `edición ${i + 1}`);

/** The first page of the site's search for `text`, as the site asks for it. */
const searchPath = (text: string) => `/api/v2/getExternalAllCourses/4/12?search=${encodeURIComponent(text)}`;

/**
 * Tops the seeded catalogue up to 10,000 published courses, each with 2 modules × 3 lessons × 2
 * resources, one or two categories and a specialist; names and descriptions combine real topics.
 */
async function generateCatalogue(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const existing =
    (await client.query<{ n: number }>('select count(*)::int as n from courses')).rows[0]?.n ?? 0;
  const missing = COURSES - existing;
  await client.query('begin');
  await client.query(
    `insert into courses (project_id, specialist_id, name, description, about, image, price, free, featured, certificate, published_at)
     select 4,
       (select id from specialists order by id offset (i % (select count(*) from specialists)) limit 1),
       (array['Actualización en','Manejo práctico de','Diplomado en','Curso intensivo de','Fundamentos de','Taller de'])[1 + i % 6]
         || ' ' || (array['diabetes tipo 2','hipertensión arterial','insulinoterapia','electrocardiografía','pediatría ambulatoria',
           'enfermería en cuidados críticos','urgencias pediátricas','salud mental','nutrición clínica','telemedicina',
           'farmacología geriátrica','ecografía en el punto de atención','control prenatal','vacunación infantil',
           'heridas y úlceras','antibióticos en atención primaria'])[1 + (i / 6) % 16]
         || ' ' || (array['nivel I','nivel II','avanzado','para el primer nivel','para enfermería','2026'])[1 + (i / 96) % 6]
         || ' · edición ' || i,
       'Programa en línea para médicos y enfermeras: ' ||
         (array['casos clínicos','guías actualizadas','algoritmos de decisión','sesiones en vivo','lecturas descargables'])[1 + i % 5]
         || ', evaluación y certificado. Edición ' || i || '.',
       'Contenido completo del programa.',
       '/media/courses/curso-de-telemedicina.webp',
       (19 + (i % 30) * 10)::numeric(10,2),
       i % 9 = 0,
       i % 500 = 0,
       i % 2 = 0,
       now() - (i || ' hours')::interval
     from generate_series(1, $1::int) as i`,
    [missing],
  );
  await client.query(
    `insert into course_categories (course_id, category_id)
     select c.id, cat.id from courses c
     join lateral (select id from categories order by id offset (c.id % (select count(*) from categories)) limit 1) cat on true
     where c.id > (select max(course_id) from course_categories)`,
  );
  await client.query(
    `insert into modules (course_id, position, name)
     select c.id, p, 'Módulo ' || p from courses c, generate_series(1, 2) p
     where not exists (select 1 from modules m where m.course_id = c.id)`,
  );
  await client.query(
    `insert into lessons (module_id, position, name)
     select m.id, p, 'Clase ' || p from modules m, generate_series(1, 3) p
     where not exists (select 1 from lessons l where l.module_id = m.id)`,
  );
  await client.query(
    `insert into resources (lesson_id, position, name, type, video_id, free)
     select l.id, p, 'Video ' || p, 1, '76979871', p = 1 from lessons l, generate_series(1, 2) p
     where not exists (select 1 from resources r where r.lesson_id = l.id)`,
  );
  await client.query('commit');
  // VACUUM, not only ANALYZE: 10,000 rows inserted at once sit in the trigram indexes' GIN pending
  // list until a vacuum merges them (autovacuum does it soon after such an insert in production),
  // and every search scans that list meanwhile (9 ms instead of 0.2 ms for one term here).
  await client.query('vacuum analyze');
  const total = (await client.query<{ total: number }>('select count(*)::int as total from courses')).rows[0]
    ?.total;
  const detailId = (
    await client.query<{ id: number }>(`select id from courses where name = 'Curso de Telemedicina'`)
  ).rows[0]?.id;
  const categoryId = (
    await client.query<{ id: number }>(`select id from categories where name = 'Telemedicina'`)
  ).rows[0]?.id;
  if (!total || !detailId || !categoryId) {
    throw new Error('the demo seed did not load the telemedicine course and category');
  }
  await client.end();
  return { total, detailId, categoryId };
}

type Target = {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Paths asked for in turn, one per request (search texts); else `path` every time. */
  paths?: string[];
  auth?: boolean;
  /** Fewer connections than the default (the uncached search latency run). */
  connections?: number;
  /** A fixed number of requests instead of DURATION_S seconds. */
  amount?: number;
  /** Another server than the API (the bare hello-world). */
  baseUrl?: string;
  /** A page as a browser asks for it (Accept: text/html, no token) instead of an API call. */
  html?: boolean;
};

/** What a browser sends: the server may answer compressed (the cached brotli bytes). */
const ACCEPT_ENCODING = 'gzip, deflate, br';
/**
 * BENCH_SAME_BYTES=1: after each public route, a bare Fastify sending that route's answer byte for
 * byte (headers included) is measured too: the limit for an answer of that size on this machine.
 */
const SAME_BYTES = process.env.BENCH_SAME_BYTES === '1';
/** BENCH_ONLY=regex: measure only the routes whose name matches (e.g. to profile one route). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
/**
 * The load generator: wrk when installed (C, one thread: it leaves a core to the server instead of
 * parsing answers in JavaScript on the server's cores), else autocannon; BENCH_CLIENT chooses.
 * Runs of a fixed number of requests (the uncached search) always use autocannon: wrk runs for a
 * duration only.
 */
const CLIENT: 'wrk' | 'autocannon' = (() => {
  const asked = process.env.BENCH_CLIENT;
  if (asked && asked !== 'wrk' && asked !== 'autocannon') throw new Error(`BENCH_CLIENT=${asked}?`);
  if (asked === 'wrk' && !wrkInstalled()) throw new Error('BENCH_CLIENT=wrk: apt-get install -y wrk');
  return (asked as 'wrk' | 'autocannon' | undefined) ?? (wrkInstalled() ? 'wrk' : 'autocannon');
})();

type Result = {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
  /** The measured server's CPU time (user + system) per request served, µs; null when unknown. */
  cpuUs: number | null;
};

/** The public catalogue routes and pages the performance targets cover (not getAllProyects, healthz). */
const PUBLIC_ROUTE =
  /^(categories|featured|detail|search|related|getProyect|home HTML|category HTML|detail HTML):/;

/** Headers a server writes per response, not part of the answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer of `target` exactly as autocannon receives it (compressed bytes, headers). */
function rawAnswer(baseUrl: string, token: string, target: Target): Promise<FixedAnswer> {
  const headers = requestHeaders(token, target);
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${target.path}`, { method: target.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && !PER_RESPONSE.has(entry[0]),
        );
        resolve({ headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(target.body ? JSON.stringify(target.body) : undefined);
  });
}

function requestHeaders(token: string, target: Target): Record<string, string> {
  return {
    accept: target.html ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json',
    'accept-encoding': ACCEPT_ENCODING,
    ...(target.auth === false || target.html ? {} : { authorization: `Bearer ${token}` }),
    ...(target.body ? { 'content-type': 'application/json' } : {}),
  };
}

/** Measures `target` with the chosen client; `pid` is the process whose CPU time is counted. */
async function run(baseUrl: string, token: string, target: Target, pid?: number): Promise<Result> {
  const cpuBefore = cpuTimeUs(pid);
  const result =
    CLIENT === 'wrk' && !target.amount
      ? {
          name: target.name,
          ...(await runWrk({
            url: `${target.baseUrl ?? baseUrl}${target.path}`,
            connections: target.connections ?? CONNECTIONS,
            durationS: DURATION_S,
            method: target.method ?? 'GET',
            headers: requestHeaders(token, target),
            body: target.body ? JSON.stringify(target.body) : undefined,
            paths: target.paths,
          })),
        }
      : await runAutocannon(baseUrl, token, target);
  const cpuAfter = cpuTimeUs(pid);
  const cpuUs =
    cpuBefore === null || cpuAfter === null || result.requests === 0
      ? null
      : (cpuAfter - cpuBefore) / result.requests;
  return { ...result, cpuUs };
}

function runAutocannon(baseUrl: string, token: string, target: Target): Promise<Omit<Result, 'cpuUs'>> {
  const latencies: number[] = [];
  let turn = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${target.baseUrl ?? baseUrl}${target.path}`,
        connections: target.connections ?? CONNECTIONS,
        ...(target.amount ? { amount: target.amount } : { duration: DURATION_S }),
        method: target.method ?? 'GET',
        headers: requestHeaders(token, target),
        body: target.body ? JSON.stringify(target.body) : undefined,
        requests: target.paths
          ? [
              {
                setupRequest: (req: Record<string, unknown>) => ({
                  ...req,
                  path: target.paths![turn++ % target.paths!.length],
                }),
              },
            ]
          : undefined,
      },
      (err: Error | null, result: autocannon.Result) => {
        if (err) return reject(err);
        const errors = result.non2xx + result.errors + result.timeouts;
        resolve({
          name: target.name,
          rps: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors,
          requests: result.requests.total,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      latencies.push(responseTime),
    );
  });
}

async function main() {
  console.log(`PostgreSQL: ${DATABASE_URL.replace(/\/\/[^@/]*@/, '//***@')}`);
  await recreateDatabase(DATABASE_URL);
  // A first server migrates and seeds the database; the catalogue is then topped up behind its back
  // (plain SQL: no catalogue change announced, so a running server would keep the search index it
  // built when it started listening). The server measured is a second one, started on the full
  // catalogue, as after a deploy.
  const seeding = await startServer(DATABASE_URL);
  const { total, detailId, categoryId } = await generateCatalogue(DATABASE_URL).finally(() => seeding.stop());
  const server = await startServer(DATABASE_URL);
  const hello = await startHelloWorld();
  let fixed: RunningServer | null = null;
  try {
    console.log(
      `Catalogue: ${total} courses. Client: ${CLIENT === 'wrk' ? 'wrk (1 thread)' : 'autocannon'}, ${CONNECTIONS} connections, ${DURATION_S} s per route.\n`,
    );

    const secret = process.env.BENCH_CLIENT_SECRET;
    const tokenRes = await fetch(`${server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 1,
        client_secret: secret ?? (await readClientSecret(server.baseUrl)),
      }),
    });
    if (!tokenRes.ok) throw new Error(`token: ${tokenRes.status}`);
    const { access_token: token } = (await tokenRes.json()) as { access_token: string };

    const searchPaths = SEARCH_TERMS.map(searchPath);
    const allTargets: Target[] = [
      // The physical limit: a bare Fastify hello-world in its own process, same run.
      { name: 'baseline: bare Fastify hello-world GET /', path: '/', baseUrl: hello.baseUrl, auth: false },
      // A trivial JSON route of ours: bearer check plus a read of the one-row projects table.
      { name: 'getAllProyects: GET /api/v1/getAllProyects', path: '/api/v1/getAllProyects' },
      { name: 'categories: GET /api/v1/getAllCategories', path: '/api/v1/getAllCategories?proyect_id=4' },
      {
        name: 'featured: GET /api/v1/getExternalDestacateCourses/4',
        path: '/api/v1/getExternalDestacateCourses/4',
      },
      {
        name: 'detail: POST /api/v1/getExternalCoursesDetail',
        method: 'POST',
        path: '/api/v1/getExternalCoursesDetail',
        body: { course_id: detailId, proyect_id: 4 },
      },
      {
        name: 'search: GET /api/v2/getExternalAllCourses/4/12?search=…',
        path: searchPaths[0]!,
        paths: searchPaths,
      },
      {
        name: 'related: GET /api/v2/getRelatedCourses/4/4?course_id=…',
        path: `/api/v2/getRelatedCourses/4/4?course_id=${detailId}`,
      },
      { name: 'getProyect: GET /api/v1/getProyect/4', path: '/api/v1/getProyect/4' },
      // The public pages' HTML as a browser first asks for it (whatever the server sends: the app
      // shell with the head it writes, or the page rendered on the server).
      { name: 'home HTML: GET /', path: '/', html: true },
      {
        name: 'category HTML: GET /category/telemedicina?category=…',
        path: `/category/telemedicina?category=${categoryId}`,
        html: true,
      },
      {
        name: 'detail HTML: GET /detail/curso-de-telemedicina?course=…',
        path: `/detail/curso-de-telemedicina?course=${detailId}`,
        html: true,
      },
      { name: 'no token, no database: GET /healthz', path: '/healthz', auth: false },
    ];
    const chosen = allTargets.filter((t, i) => i === 0 || !ONLY || ONLY.test(t.name));
    const targets: Target[] = [];
    if (SAME_BYTES) {
      const publicTargets = chosen.filter((t) => PUBLIC_ROUTE.test(t.name));
      const answers = await Promise.all(publicTargets.map((t) => rawAnswer(server.baseUrl, token, t)));
      fixed = await startFixedAnswers(answers);
      for (const t of chosen) {
        targets.push(t);
        const i = publicTargets.indexOf(t);
        if (i === -1) continue;
        const size = (answers[i]!.body.length / 1024).toFixed(1);
        targets.push({
          name: `same bytes, bare Fastify (${t.name.split(':')[0]}, ${size} KB)`,
          path: `/${i}`,
          baseUrl: fixed.baseUrl,
          auth: false,
        });
      }
    } else {
      targets.push(...chosen);
    }
    // Every request a different search text (first page, as the site asks), so none is answered
    // from the catalogue cache, not even from another page of the same search: the cost of
    // searching 10,000 courses itself.
    const distinct = DISTINCT_SEARCHES.map(searchPath);
    const uncachedSearch = (connections: number, offset: number): Target => ({
      name: `search, uncached (${Math.floor(distinct.length / 2)} distinct queries, ${connections} connection${connections > 1 ? 's' : ''})`,
      path: distinct[offset]!,
      paths: [...distinct.slice(offset), ...distinct.slice(0, offset)],
      connections,
      amount: Math.floor(distinct.length / 2),
    });
    const warmUpPaths = WARM_UP_SEARCHES.map(searchPath);
    const firstSearches: Target = {
      name: `search, uncached, first after start (${warmUpPaths.length} distinct queries, ${SEARCH_CONNECTIONS} connections; not a target)`,
      path: warmUpPaths[0]!,
      paths: warmUpPaths,
      connections: SEARCH_CONNECTIONS,
      amount: warmUpPaths.length,
    };

    // The uncached search first (a fresh cache), then every route warmed up once (JIT, PostgreSQL
    // buffers) and measured. The uncached runs are warmed up too, like every route: the first
    // searches after the server started build its search index, open its database connections
    // (each new PostgreSQL backend plans its first queries from cold catalogue caches) and run
    // cold JavaScript, which a server pays once, not on each busy moment. They are measured with
    // texts of their own and shown as a row of their own, outside the targets.
    // Then each half of the distinct queries once: one at a time (the cost of a search), then with
    // SEARCH_CONNECTIONS visitors searching at once.
    const skipUncached = ONLY && !ONLY.test('search, uncached');
    const none: Result = {
      name: 'search, uncached (skipped)',
      rps: 0,
      p50: 0,
      p95: 0,
      p99: 0,
      errors: 0,
      requests: 0,
      cpuUs: null,
    };
    const uncachedFirst = skipUncached ? none : await run(server.baseUrl, token, firstSearches);
    const uncachedSerial = skipUncached ? none : await run(server.baseUrl, token, uncachedSearch(1, 0));
    const uncached = skipUncached
      ? none
      : await run(server.baseUrl, token, uncachedSearch(SEARCH_CONNECTIONS, Math.floor(distinct.length / 2)));
    for (const target of targets) await run(server.baseUrl, token, { ...target }).catch(() => undefined);
    const results: Result[] = [];
    for (const target of targets) {
      // The CPU time of whichever process answers: ours, the hello-world or the same-bytes server.
      const pid =
        target.baseUrl === hello.baseUrl
          ? hello.pid
          : target.baseUrl && target.baseUrl === fixed?.baseUrl
            ? fixed.pid
            : server.pid;
      const result = await run(server.baseUrl, token, target, pid);
      results.push(result);
      console.log(`  ${result.name}: ${Math.round(result.rps)} req/s`);
    }
    // The hello-world once more, after the routes: this machine's rate drifts within minutes, and
    // the row shows by how much during this run (the ratios stay against the first measurement).
    const again = await run(
      server.baseUrl,
      token,
      { ...allTargets[0]!, name: 'baseline again, after the routes (drift)' },
      hello.pid,
    );
    results.push(again);
    if (!skipUncached) results.push(uncachedFirst, uncachedSerial, uncached);

    const baseline = results[0]!.rps;
    const rows = results.map((r) => ({
      route: r.name,
      'req/s': Math.round(r.rps),
      ratio: (r.rps / baseline).toFixed(2),
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'p99 ms': r.p99.toFixed(1),
      'non-2xx/errors': r.errors,
      'CPU µs/req': r.cpuUs === null ? '—' : Math.round(r.cpuUs),
    }));
    console.log(
      '\n| route | req/s | ratio to bare Fastify | p50 ms | p95 ms | p99 ms | errors | server CPU µs/req |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(
        `| ${r.route} | ${r['req/s']} | ${r.ratio} | ${r['p50 ms']} | ${r['p95 ms']} | ${r['p99 ms']} | ${r['non-2xx/errors']} | ${r['CPU µs/req']} |`,
      );

    // The public catalogue routes and pages the performance targets cover (not getAllProyects, healthz).
    const catalogue = results.filter((r) => PUBLIC_ROUTE.test(r.name));
    const checks = [
      ...catalogue.map((r) => [`${r.name.split(':')[0]} ratio ≥ 0.5`, r.rps / baseline >= 0.5] as const),
      ...catalogue.map((r) => [`${r.name.split(':')[0]} p99 < 50 ms`, r.p99 < 50] as const),
      ...(skipUncached
        ? []
        : ([
            ['uncached search p95 < 50 ms over 10,000 courses (one at a time)', uncachedSerial.p95 < 50],
            [
              `uncached search p95 < 50 ms over 10,000 courses (${SEARCH_CONNECTIONS} at once)`,
              uncached.p95 < 50,
            ],
          ] as const)),
      ['no errors', results.every((r) => r.errors === 0)] as const,
    ];
    console.log('');
    for (const [label, ok] of checks) console.log(`${ok ? '✔' : '✘'} ${label}`);
    console.log(`\nmedian p99 of the catalogue routes: ${median(catalogue.map((r) => r.p99))} ms`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await fixed?.stop();
    await hello.stop();
    await server.stop();
  }
}

/** The server writes client 1's secret into every page (it is public by the contract's design). */
async function readClientSecret(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = /<meta name="oauth-client-secret" content="([^"]+)">/.exec(html);
  if (!match) throw new Error('no client secret in the page');
  return match[1]!;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
