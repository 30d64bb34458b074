import { PROJECT_ID } from '@campus/contract/constants';
import type { projectsOperations } from '@campus/contract/operations/projects';
import { address as getProyectAt } from '@campus/contract/operations/projects/getProyect';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from './api-client.ts';

/** The projects operations this file calls, typed from the contract. */
const projectsApi = {
  getProyect: operation<typeof projectsOperations.getProyect>(getProyectAt),
};

/**
 * Project 4 (spec §7 getProyect/4): name, support e-mail and the operator's marketing
 * settings. The one query every page reads the project through, so the page asks once.
 */
export const projectQuery = queryOptions({
  queryKey: ['project', PROJECT_ID],
  queryFn: ({ signal }) => projectsApi.getProyect({ params: { id: PROJECT_ID }, signal }),
  staleTime: 60 * 60_000,
});

export function useProject() {
  return useQuery(projectQuery);
}

/**
 * The address to name when the project's own is unknown (not loaded, offline, or empty): the site's
 * support mailbox on its own domain, as spec §8 writes the payment error's 'soporte@{host}'.
 */
export function fallbackSupportEmail(
  // On the server (a render's first pass, before the project's answer), no host: the bundled address.
  host: string = typeof window === 'undefined' ? '' : window.location.hostname,
): string {
  const domain = host.replace(/^www\./, '');
  return domain ? `soporte@${domain}` : BUNDLED_SUPPORT_EMAIL;
}

/** The server's default SUPPORT_EMAIL, for a page with no host name (a file, a test). */
const BUNDLED_SUPPORT_EMAIL = 'soporte@campussalud.local';

/**
 * The project's support address (spec §8: reset and payment failures name it). Fetched as soon as
 * the page shows, so it is there before a failure needs it; never empty (see fallbackSupportEmail).
 */
export function useSupportEmail(): string {
  const { data } = useQuery({ ...projectQuery, select: (res) => res.data.email });
  return data?.trim() || fallbackSupportEmail();
}
