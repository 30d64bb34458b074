import type { Project } from '@campus/contract/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Project 4 (spec §7 getProyect): its support e-mail and phone, shown on the contact page. */
export const projectQuery = queryOptions({
  queryKey: ['project', 4],
  queryFn: ({ signal }) => api<{ data: Project }>('/api/v1/getProyect/4', { signal }),
  staleTime: 60 * 60_000,
});

export function useProject() {
  return useQuery(projectQuery);
}
