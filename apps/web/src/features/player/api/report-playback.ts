import type { PlaybackReport, PlaybackReportResponse } from '@campus/contract/learning';
import { learningPaths } from '@campus/contract/operations/learning.paths';
import { readString, STORAGE_KEYS } from '../../../lib/storage.ts';
import { learningApi } from './learning-client.ts';

export const REPORT_PATH = learningPaths.addUserResourceV2.path;

/** The heartbeat with the ranges really played since the last accepted one. */
export function reportPlayback(report: PlaybackReport): Promise<PlaybackReportResponse> {
  return learningApi.addUserResourceV2({ body: report });
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
