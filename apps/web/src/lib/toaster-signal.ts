import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

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

/**
 * Whether the toaster mounts: never in the server render or the hydration that follows it; once
 * loaded code can toast, when the browser is next idle, as a transition. A toast shown before it
 * mounts is not lost: sonner replays it when it subscribes. (Read with `useSyncExternalStore`, the
 * flag re-rendered the app synchronously right after hydration on every page that can toast, with
 * the toaster's import and its preload links in that one task: ~100 ms at Lighthouse's 4× CPU
 * slowdown on a course's page.)
 */
export function useToasterRequested(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const mountWhenIdle = () => {
      listeners.delete(mountWhenIdle);
      cancelIdle ??= whenIdle(() => startTransition(() => setMounted(true)));
    };
    if (requested) mountWhenIdle();
    else listeners.add(mountWhenIdle);
    return () => {
      listeners.delete(mountWhenIdle);
      cancelIdle?.();
    };
  }, []);
  return mounted;
}
