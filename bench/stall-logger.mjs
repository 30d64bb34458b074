// Preloaded into the benchmarked server by `BENCH_STALL_LOG=file` (server.ts): appends a line for
// every time the event loop was held more than 20 ms, `<delay ms> <end, µs of the monotonic clock>`.
// A V8 CPU profile (`BENCH_CPU_PROF_DIR`) counts its timestamps on the same clock, so the samples
// just before a line's end say what held the loop. Found the search index's 80 ms read (BENCHMARKS.md).
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_STALL_LOG;
const EVERY_MS = 10;
const REPORT_OVER_MS = 20;
let last = process.hrtime.bigint();
if (file) {
  setInterval(() => {
    const now = process.hrtime.bigint();
    const delay = Number(now - last) / 1e6 - EVERY_MS;
    if (delay > REPORT_OVER_MS) appendFileSync(file, `${delay.toFixed(1)} ${now / 1000n}\n`);
    last = now;
  }, EVERY_MS).unref();
}
