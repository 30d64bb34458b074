import type { DehydratedState } from '@tanstack/react-query';
import type { StoredUser } from './lib/storage.ts';

/** The id of the JSON script in which the server inlines the query answers it rendered with. */
export const QUERY_STATE_ID = 'campus-query-state';

/** The student a page is rendered for (the server checked their token), as login stored them. */
export type RenderSession = { user: StoredUser };

/**
 * The inlined script: the query answers, the instant of the render (ms since the epoch) and the
 * session when the page was rendered for one.
 */
export type ServerState = DehydratedState & { renderedAt?: number; session?: RenderSession };

let inlined: ServerState | null | undefined;

/** What the server inlined in this page, parsed once; null for a page the browser renders. */
export function serverState(): ServerState | null {
  if (inlined === undefined) {
    const script = document.getElementById(QUERY_STATE_ID);
    inlined = script ? (JSON.parse(script.textContent ?? '{}') as ServerState) : null;
  }
  return inlined;
}

let serverRenderInstant: (() => number) | null = null;

/** Set by the server entry: the instant its render in progress counts from (null: none, tests). */
export function setRenderInstant(read: (() => number) | null): void {
  serverRenderInstant = read;
}

/**
 * The instant a server-rendered page counts from: on the server, its render's; in the browser, the
 * one the page carries. Null for a page the browser renders itself.
 */
export function renderInstant(): number | null {
  return serverRenderInstant ? serverRenderInstant() : (serverState()?.renderedAt ?? null);
}

/** Whether the page arrived with the server's answer to a query of `key` (its first element). */
export function serverAnswered(key: string): boolean {
  return serverState()?.queries.some((query) => query.queryKey[0] === key) ?? false;
}
