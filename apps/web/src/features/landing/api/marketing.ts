import { PROJECT_ID } from '@campus/contract/constants';
import type { MarketingSettings } from '@campus/contract/leads';
import type { ProjectDetail } from '@campus/contract/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The marketing settings the operator controls (group and chat links, thanks video, testimonial
 * videos), served with the project (spec §7 GET /api/v1/getProyect/4). Same key as every other
 * reader of the project, so the page asks once.
 */
export const marketingQuery = queryOptions({
  queryKey: ['project', PROJECT_ID],
  queryFn: ({ signal }) => api<{ data: ProjectDetail }>(`/api/v1/getProyect/${PROJECT_ID}`, { signal }),
  staleTime: 60 * 60_000,
});

export function useMarketing(): { marketing: MarketingSettings | null; isPending: boolean } {
  const { data, isPending } = useQuery(marketingQuery);
  return { marketing: data?.data.marketing ?? null, isPending };
}
