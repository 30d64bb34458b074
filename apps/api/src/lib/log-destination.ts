import pino from 'pino';

type Destination = ReturnType<typeof pino.destination>;
let stdout: Destination | null = null;

/**
 * The production logs' standard output, created once: pino's asynchronous destination (sonic-boom,
 * `sync: false`), whose lines logged while a write is under way go out together in the next one.
 * pino writes what is pending when the process exits (its own exit hook, `flushSync`), so a
 * shutdown's last lines are kept.
 */
export function stdoutLog(): Destination {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}
