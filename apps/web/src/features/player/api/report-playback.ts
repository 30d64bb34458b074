import type { PlaybackReport, PlaybackReportResponse } from '@campus/contract/learning';
import { api } from '../../../lib/api-client.ts';
import { readString, STORAGE_KEYS } from '../../../lib/storage.ts';

export const REPORT_PATH = '/api/v2/addUserResource';

/** POST /api/v2/addUserResource: the heartbeat with the ranges really played since the last accepted one. */
export function reportPlayback(report: PlaybackReport): Promise<PlaybackReportResponse> {
  return api<PlaybackReportResponse>(REPORT_PATH, { method: 'POST', body: report });
}

/**
 * The last report when the page is hidden or closed. `navigator.sendBeacon` cannot carry the
 * Authorization header the API requires, so this is its header-capable twin: a `keepalive` fetch,
 * which the browser also completes after the page is gone.
 */
export function reportPlaybackOnExit(report: PlaybackReport): void {
  const token = readString(STORAGE_KEYS.token);
  if (!token) return;
  void fetch(REPORT_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(report),
  }).catch(() => {});
}
