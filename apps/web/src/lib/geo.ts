import type { siteOperations } from '@campus/contract/operations/site';
import { address as geoAt } from '@campus/contract/operations/site/geo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from './api-client.ts';

/** The site operations this file calls, typed from the contract. */
const siteApi = {
  geo: operation<typeof siteOperations.geo>(geoAt),
};

/**
 * Where the visitor is (spec §7 geolocation, answered by our own server from a local IP database).
 * Asked once per visit; unknown places come back as nulls and forms keep their default country.
 */
export const geoQuery = queryOptions({
  queryKey: ['geo'],
  queryFn: ({ signal }) => siteApi.geo({ signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export function useGeo() {
  return useQuery(geoQuery);
}
