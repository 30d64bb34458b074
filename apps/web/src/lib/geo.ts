import type { GeoResponse } from '@campus/contract/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * Where the visitor is (spec §7 geolocation, answered by our own server from a local IP database).
 * Asked once per visit; unknown places come back as nulls and forms keep their default country.
 */
export const geoQuery = queryOptions({
  queryKey: ['geo'],
  queryFn: ({ signal }) => api<GeoResponse>('/api/v1/geo', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export function useGeo() {
  return useQuery(geoQuery);
}
