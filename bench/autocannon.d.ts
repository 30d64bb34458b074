// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    type Histogram = { average: number; total: number; p50: number; p99: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Array<{ setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }>;
    };
  }
  function autocannon(
    options: autocannon.Options,
    callback: (err: Error | null, result: autocannon.Result) => void,
  ): EventEmitter;
  export default autocannon;
}
