import type { Project } from '@campus/contract';
import { PROJECT_ID } from '@campus/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The address to name when the project's own is unknown (not loaded, offline, or empty): the site's
 * support mailbox on its own domain, as spec §8 writes the payment error's 'soporte@{host}'.
 */
export function fallbackSupportEmail(host: string = window.location.hostname): string {
  const domain = host.replace(/^www\./, '');
  return domain ? `soporte@${domain}` : BUNDLED_SUPPORT_EMAIL;
}

/** The server's default SUPPORT_EMAIL, for a page with no host name (a file, a test). */
const BUNDLED_SUPPORT_EMAIL = 'soporte@campussalud.local';

/**
 * The project's support address (spec §8: reset failures name it). Fetched as soon as the page
 * shows, so it is there before a failure needs it; never empty (see fallbackSupportEmail).
 */
export function useSupportEmail(): string {
  const { data } = useQuery({
    queryKey: ['project', PROJECT_ID],
    queryFn: ({ signal }) => api<{ data: Project }>(`/api/v1/getProyect/${PROJECT_ID}`, { signal }),
    select: (res) => res.data.email,
    staleTime: 60 * 60_000,
  });
  return data?.trim() || fallbackSupportEmail();
}
