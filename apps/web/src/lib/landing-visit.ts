import { useEffect } from 'react';

/**
 * Counts one view of a landing page on our own server (POST /api/v1/landing-visits): no cookie, no
 * token, no third party; the server keeps only daily counts (README, operator area). Runs in an
 * effect, so only in the browser. Landing pages only: never import it from the home page.
 */
export function useLandingVisit(path: string) {
  useEffect(() => {
    const url = '/api/v1/landing-visits';
    const body = JSON.stringify({ path });
    // A string goes as text/plain, which every browser's sendBeacon accepts; fetch if it refuses.
    if (navigator.sendBeacon?.(url, body)) return;
    fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {});
  }, [path]);
}
