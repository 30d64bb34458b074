import type { Project } from '@campus/contract';
import { PROJECT_ID } from '@campus/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The project's support address (spec §8: reset failures name it), fetched when needed. */
export function useSupportEmail(enabled: boolean) {
  return useQuery({
    queryKey: ['project', PROJECT_ID],
    queryFn: ({ signal }) => api<{ data: Project }>(`/api/v1/getProyect/${PROJECT_ID}`, { signal }),
    select: (res) => res.data.email,
    enabled,
    staleTime: 60 * 60_000,
  });
}
