import pino from 'pino';

/** What the lines are handed to: it writes them before returning (a synchronous sonic-boom). */
export type LogTarget = { write(text: string): unknown };

/**
 * The production logger's destination: the lines written during one turn of the event loop are
 * written as one string at the end of it (`flush`), or at once when the process exits.
 *
 * Why: under load the access log was the largest cost of a request we control.
 * sonic-boom appends each line to its pending text and measures that whole text again on every
 * write (`Buffer.byteLength` of a growing string), so a turn of 25 responses copied and measured
 * kilobytes per line and fed the garbage collector. Joining a turn's lines once is linear.
 * Interleaved runs on the production build: 1–2.5 µs less server CPU per request (BENCHMARKS.md).
 */
export class BatchedLogDestination {
  private pending: string[] = [];
  private scheduled = false;

  constructor(private readonly target: LogTarget) {}

  write(line: string): boolean {
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return true;
  }

  /** Writes the pending lines now: at the end of a turn, or when the process exits. */
  flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const text = this.pending.length === 1 ? (this.pending[0] as string) : this.pending.join('');
    this.pending = [];
    this.target.write(text);
  }
}

/**
 * A batched destination writing to `dest` (a file descriptor or path) synchronously, as pino's own
 * stdout does: one write(2) per turn of the event loop. An asynchronous sonic-boom sent each turn's
 * text through libuv's thread pool, waking a thread and then the loop again: ~1 µs of server CPU
 * per request under load (BENCHMARKS.md). In sync mode sonic-boom retries a full pipe
 * (EAGAIN) until written, so nothing is dropped. bench:framework logs through one too.
 */
export function batchedLog(dest: number | string): BatchedLogDestination {
  return new BatchedLogDestination(pino.destination({ dest, sync: true }));
}

let stdout: BatchedLogDestination | null = null;

/** The process's standard output for logs, created once (it writes what is pending on exit). */
export function batchedStdout(): BatchedLogDestination {
  if (!stdout) {
    const destination = batchedLog(1);
    process.on('exit', () => {
      try {
        destination.flush();
      } catch {
        // Standard output is gone (a closed pipe): nothing left to write the lines to.
      }
    });
    stdout = destination;
  }
  return stdout;
}
