import type { MarketingSettings } from '@campus/contract/leads';
import { useQuery } from '@tanstack/react-query';
import { projectQuery } from '../../../lib/project.ts';

/**
 * The marketing settings the operator controls (group and chat links, thanks video, testimonial
 * videos), served with the project (spec §7 GET /api/v1/getProyect/4).
 */
export function useMarketing(): { marketing: MarketingSettings | null; isPending: boolean } {
  const { data, isPending } = useQuery(projectQuery);
  return { marketing: data?.data.marketing ?? null, isPending };
}
