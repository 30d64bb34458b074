import { PROJECT_ID } from '@campus/contract/constants';
import type { Project } from '@campus/contract/projects';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The project's support address (GET v1/getProyect/4), or soporte@{host} until it loads (spec §8). */
export function useSupportEmail(): string {
  const { data } = useQuery({
    queryKey: ['project', PROJECT_ID],
    queryFn: ({ signal }) => api<{ data: Project }>(`/api/v1/getProyect/${PROJECT_ID}`, { signal }),
    select: (res) => res.data.email,
    staleTime: 60 * 60_000,
  });
  return data?.trim() || `soporte@${window.location.hostname.replace(/^www\./, '') || 'campussalud.local'}`;
}
