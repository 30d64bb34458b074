import type { AdminLead, AdminLeadExportQuery, AdminLeadListQuery } from '@campus/contract/admin-leads';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

type Query = Record<string, string | number | undefined>;

export const leadsQuery = (q: AdminLeadListQuery) =>
  queryOptions({
    queryKey: ['admin', 'leads', q] as const,
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminLead>>('/api/admin/leads', { query: q as Query, signal }),
    placeholderData: keepPreviousData,
  });
export const useLeadsAdmin = (q: AdminLeadListQuery) => useQuery(leadsQuery(q));

/** The CSV of the filtered leads as a file (UTF-8 with BOM: the BOM is put back after fetch drops it). */
export async function fetchLeadsCsv(q: AdminLeadExportQuery): Promise<{ blob: Blob; name: string }> {
  const text = await adminApi<string>('/api/admin/leads/export', { query: q as Query });
  const blob = new Blob([`\uFEFF${String(text).replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });
  const tag = q.tag ? `-${q.tag.replace(/[^a-z0-9-]/gi, '')}` : '';
  return { blob, name: `leads${tag}-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** Downloads the CSV: fetched with the operator's token, saved through a temporary link. */
export function useDownloadLeads() {
  return useMutation({
    mutationFn: async (q: AdminLeadExportQuery) => {
      const { blob, name } = await fetchLeadsCsv(q);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return name;
    },
  });
}
