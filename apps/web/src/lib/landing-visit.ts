import { address as landingVisits } from '@campus/contract/operations/site/landingVisits';
import { useEffect } from 'react';
import { sendBeacon } from './beacon.ts';

/**
 * Counts one view of a landing page on our own server (the contract's landingVisits): no cookie, no
 * token, no third party; the server keeps only daily counts (README, operator area). Runs in an
 * effect, so only in the browser. Landing pages only: never import it from the home page.
 */
export function useLandingVisit(path: string) {
  useEffect(() => {
    sendBeacon(landingVisits.path, JSON.stringify({ path }));
  }, [path]);
}
