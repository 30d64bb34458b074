import type { PlaybackReport, PlaybackReportResponse } from '@campus/contract/learning';
import type { learningOperations } from '@campus/contract/operations/learning';
import {
  address as addUserResourceV2,
  address as addUserResourceV2At,
} from '@campus/contract/operations/learning/addUserResourceV2';
import { operation } from '../../../lib/api-client.ts';
import { readString, STORAGE_KEYS } from '../../../lib/storage.ts';

/** The learning operations this file calls, typed from the contract. */
const learningApi = {
  addUserResourceV2: operation<typeof learningOperations.addUserResourceV2>(addUserResourceV2At),
};

export const REPORT_PATH = addUserResourceV2.path;

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
