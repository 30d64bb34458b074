import { PROJECT_ID } from '@campus/contract/constants';
import type { ProjectDetail } from '@campus/contract/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Project 4 (spec §7 getProyect): its support e-mail, and the chat contact the operator set
 * (`marketing`), shown on the contact page.
 */
export const projectQuery = queryOptions({
  queryKey: ['project', PROJECT_ID],
  queryFn: ({ signal }) => api<{ data: ProjectDetail }>(`/api/v1/getProyect/${PROJECT_ID}`, { signal }),
  staleTime: 60 * 60_000,
});

export function useProject() {
  return useQuery(projectQuery);
}
