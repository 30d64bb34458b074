import { toast } from 'sonner';
import { requestToaster } from './toaster-signal.ts';

/**
 * The app's toasts: import `toast` from here, never from 'sonner' (providers.test.tsx checks it).
 * Loading this module mounts the lazy toaster (`app/toaster.tsx`), so the sonner code reaches a
 * visitor only with the pages that can show a toast, never with the home page.
 */
requestToaster();

export { toast };
