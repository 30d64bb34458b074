import { useSyncExternalStore } from 'react';

/**
 * Whether `query` matches, following changes. A server render, and the hydration of its HTML, read
 * `serverValue` (the server has no screen); the render right after hydration reads the screen.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (callback) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', callback);
      return () => list.removeEventListener('change', callback);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
