import { useSyncExternalStore } from 'react';

/**
 * Whether some loaded code can show a toast. The toaster (sonner, about 9 KB gzipped) mounts only
 * then, so the home page, which never toasts, does not download it. `lib/toast.ts` raises the flag
 * when the first chunk that imports it loads; toasts shown before the toaster mounts are replayed
 * by sonner when it subscribes.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The server render and the hydration that follows it show no toaster; it mounts right after. */
export const useToasterRequested = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
