import type { LandingEvent, LandingEventResponse } from '@campus/contract/leads';
import type { leadsOperations } from '@campus/contract/operations/leads';
import { address as landingEventsAt } from '@campus/contract/operations/leads/landingEvents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The leads operations this file calls, typed from the contract. */
const leadsApi = {
  landingEvents: operation<typeof leadsOperations.landingEvents>(landingEventsAt),
};

export const getLandingEvent = (tag: string, signal?: AbortSignal) =>
  leadsApi.landingEvents({ params: { tag }, signal });

export const landingEventQuery = (tag: string) =>
  queryOptions({
    queryKey: ['landing-event', tag],
    queryFn: ({ signal }) => getLandingEvent(tag, signal),
    staleTime: 5 * 60_000,
  });

export function useLandingEvent(tag: string) {
  return useQuery(landingEventQuery(tag));
}

/** The edition a landing offers: the next one when the tagged event is over, else the event itself. */
export function liveEdition(response: LandingEventResponse | undefined): LandingEvent | null {
  if (!response) return null;
  return response.next ?? response.data;
}
