import pino from 'pino';

/** What the lines are handed to: sonic-boom (pino's own stdout writer) in production. */
export type LogTarget = { write(text: string): unknown; flushSync(): void };

/**
 * Standard output for the production logger: the lines written during one turn of the event loop
 * are handed to sonic-boom as one string at the end of it, and whatever is pending is written
 * synchronously when the process exits.
 *
 * Why (issue 12): under load the access log was the largest cost of a request we control.
 * sonic-boom appends each line to its pending text and measures that whole text again on every
 * write (`Buffer.byteLength` of a growing string), so a turn of 25 responses copied and measured
 * kilobytes per line and fed the garbage collector. Joining a turn's lines once is linear.
 * Interleaved runs on the production build: 1–2.5 µs less server CPU per request (BENCHMARKS.md).
 */
export class BatchedLogDestination {
  private pending: string[] = [];
  private scheduled = false;

  /**
   * @param target takes the joined lines (it may write them later, as an asynchronous sonic-boom does)
   * @param writeSync writes text before returning: the exit path, where an asynchronous write
   *   would not finish
   */
  constructor(
    private readonly target: LogTarget,
    private readonly writeSync: (text: string) => void,
  ) {}

  write(line: string): boolean {
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return true;
  }

  /** Hands the pending lines to the target. */
  flush(): void {
    this.scheduled = false;
    const text = this.take();
    if (text) this.target.write(text);
  }

  /** Writes everything before returning, the target's queue first (older lines): a process's exit. */
  flushSync(): void {
    const text = this.take();
    this.target.flushSync();
    if (text) this.writeSync(text);
  }

  private take(): string {
    if (this.pending.length === 0) return '';
    const text = this.pending.length === 1 ? (this.pending[0] as string) : this.pending.join('');
    this.pending = [];
    return text;
  }
}

let stdout: BatchedLogDestination | null = null;

/** The process's standard output for logs, created once (it flushes itself on exit). */
export function batchedStdout(): BatchedLogDestination {
  if (!stdout) {
    // Synchronous, as pino's own stdout is: one write(2) per turn of the event loop. An asynchronous
    // sonic-boom sent each turn's text through libuv's thread pool, waking a thread and then the
    // loop again: ~1 µs of server CPU per request under load (issue 12, BENCHMARKS.md). In sync
    // mode sonic-boom retries a full pipe (EAGAIN) until written, so nothing is dropped.
    const out = pino.destination({ dest: 1, sync: true });
    const destination = new BatchedLogDestination(out, (text) => out.write(text));
    process.on('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // Standard output is gone (a closed pipe): nothing left to write the lines to.
      }
    });
    stdout = destination;
  }
  return stdout;
}
