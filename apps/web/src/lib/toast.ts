import type { ExternalToast } from 'sonner';
import { requestToaster } from './toaster-signal.ts';

/**
 * The app's toasts: import `toast` from here, never from 'sonner' (providers.test.tsx checks it).
 *
 * Loading this module mounts the lazy toaster (`app/toaster.tsx`), and sonner arrives with that
 * chunk, never with the page's own code: evaluating sonner (and the stylesheet it inserts) inside a
 * panel's chunk made the player's panels one long task on a phone's CPU (Lighthouse's
 * blocking time). A toast shown before sonner has loaded waits for it; sonner replays it into the
 * toaster once that mounts. Ids are ours, so `toast.success(text, { id })` can replace a toast
 * that has not been drawn yet.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';
type Show = (message: string, options?: ExternalToast) => string | number;

let sonner: Promise<typeof import('sonner')> | undefined;
let lastId = 0;

function show(kind: Kind | null): Show {
  return (message, options) => {
    const id = options?.id ?? `toast-${++lastId}`;
    sonner ??= import('sonner');
    void sonner.then(({ toast }) => (kind ? toast[kind] : toast)(message, { ...options, id }));
    return id;
  };
}

export const toast: Show & Record<Kind, Show> = Object.assign(show(null), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});

requestToaster();
