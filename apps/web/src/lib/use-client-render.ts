import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * false on the server and while the browser hydrates the server's HTML, true in every browser
 * render after (and at once in a page the browser renders itself). For elements whose events the
 * page must not miss: rendered by the server, they would start before React listens.
 */
export function useClientRender(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
