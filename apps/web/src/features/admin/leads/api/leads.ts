import type { AdminLeadExportQuery } from '@campus/contract/admin-leads';
import type { adminLeadsOperations } from '@campus/contract/operations/admin-leads';
import { address as listAddress } from '@campus/contract/operations/admin-leads/list';
import { useMutation } from '@tanstack/react-query';
import { adminApi, adminOperation } from '../../api/admin-api.ts';
import { adminList } from '../../kit/list-source.ts';
import { saveCsv } from '../../lib/download.ts';

type Query = Record<string, string | number | undefined>;

export const leadsList = adminList(
  ['admin', 'leads'],
  adminOperation<typeof adminLeadsOperations.list>(listAddress),
);

/**
 * The CSV of the filtered leads (UTF-8 with BOM) and its file name. A text download, not JSON:
 * outside the contract (docs/api.md).
 */
export async function fetchLeadsCsv(q: AdminLeadExportQuery): Promise<{ text: string; name: string }> {
  const text = await adminApi<string>('/api/admin/leads/export', { query: q as Query });
  const tag = q.tag ? `-${q.tag.replace(/[^a-z0-9-]/gi, '')}` : '';
  return { text, name: `leads${tag}-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** Downloads the CSV: fetched with the operator's token, saved through a temporary link. */
export function useDownloadLeads() {
  return useMutation({
    mutationFn: async (q: AdminLeadExportQuery) => {
      const { text, name } = await fetchLeadsCsv(q);
      return saveCsv(text, name);
    },
  });
}
