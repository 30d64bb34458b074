import { type AddressInfo, createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the system picks it), for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` every `intervalMs` until it holds; throws naming `what` after `ms`. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  ms: number,
  intervalMs = 200,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
