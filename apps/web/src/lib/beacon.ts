/**
 * Posts `body` (a JSON string) to our own server even while the visitor leaves the page: a beacon,
 * which every browser accepts as text/plain, else a keepalive fetch. No token (a beacon cannot carry
 * one) and no answer awaited: for counts and reports the page does not wait on.
 */
export function sendBeacon(url: string, body: string) {
  if (navigator.sendBeacon?.(url, body)) return;
  fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {});
}
