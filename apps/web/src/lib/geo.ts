import type { siteOperations } from '@campus/contract/operations/site';
import { sitePaths } from '@campus/contract/operations/site.paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsClient } from './api-client.ts';

const siteApi = operationsClient<typeof siteOperations>(sitePaths);

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
