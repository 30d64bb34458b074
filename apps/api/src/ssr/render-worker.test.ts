// The web build's server entry runs in a worker thread: its AsyncLocalStorage, and
// React's, would turn async hooks on for every request of the API's own thread.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderTransport, type ServerEntry, workerEntry } from './server-render.ts';

/** A stand-in for dist/server/entry-server.js: asks the API once, says which thread it ran on. */
const FAKE_ENTRY = `
import { AsyncLocalStorage } from 'node:async_hooks';
import { isMainThread } from 'node:worker_threads';
const current = new AsyncLocalStorage();
export const QUERY_STATE_ID = '__FAKE_STATE__';
export async function render(url, transport) {
  if (url === '/none') return null;
  if (url === '/boom') throw new Error('render bug');
  if (url === '/die') process.exit(3);
  return current.run(url, async () => {
    const answer = await transport({ method: 'GET', url: '/api/x?page=' + encodeURIComponent(current.getStore()) });
    return { html: '<p>' + url + ' ' + answer.body + ' main=' + isMainThread + '</p>', state: { status: answer.status } };
  });
}
`;

const transport: RenderTransport = async (request) => ({ status: 200, body: `answer to ${request.url}` });

describe('server entry in a worker thread', () => {
  let dir: string;
  let entry: ServerEntry;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'campus-render-worker-'));
    const file = path.join(dir, 'entry-server.mjs');
    writeFileSync(file, FAKE_ENTRY);
    entry = await workerEntry(pathToFileURL(file).href);
  });
  afterAll(async () => {
    await entry?.close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders off the main thread, its API calls answered by the main thread', async () => {
    expect(entry.QUERY_STATE_ID).toBe('__FAKE_STATE__');
    await expect(entry.render('/a', transport)).resolves.toEqual({
      html: '<p>/a answer to /api/x?page=%2Fa main=false</p>',
      state: { status: 200 },
    });
  });

  it('keeps overlapping renders and their API calls apart', async () => {
    const slow: RenderTransport = async (request) => {
      await new Promise((r) => setTimeout(r, 30));
      return { status: 200, body: `slow ${request.url}` };
    };
    const [one, two] = await Promise.all([entry.render('/one', slow), entry.render('/two', transport)]);
    expect(one?.html).toBe('<p>/one slow /api/x?page=%2Fone main=false</p>');
    expect(two?.html).toBe('<p>/two answer to /api/x?page=%2Ftwo main=false</p>');
  });

  it('passes on "not a rendered page", a failing render and a failing API call', async () => {
    await expect(entry.render('/none', transport)).resolves.toBeNull();
    await expect(entry.render('/boom', transport)).rejects.toThrow('render bug');
    const down: RenderTransport = async () => Promise.reject(new Error('database down'));
    await expect(entry.render('/c', down)).rejects.toThrow('database down');
  });

  it('fails the render whose worker dies, and starts another for the next', async () => {
    await expect(entry.render('/die', transport)).rejects.toThrow(/render worker stopped/);
    await expect(entry.render('/after', transport)).resolves.toMatchObject({
      html: '<p>/after answer to /api/x?page=%2Fafter main=false</p>',
    });
  });

  it('refuses renders once closed', async () => {
    const other = await workerEntry(pathToFileURL(path.join(dir, 'entry-server.mjs')).href);
    await other.close?.();
    await expect(other.render('/a', transport)).rejects.toThrow(/closed/);
  });

  it('fails to load a missing entry (the caller sends the shell)', async () => {
    await expect(workerEntry(pathToFileURL(path.join(dir, 'missing.mjs')).href)).rejects.toThrow();
  });
});
