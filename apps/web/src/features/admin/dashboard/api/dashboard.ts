import type { AdminDashboardExportQuery, AdminDashboardQuery } from '@campus/contract/admin-dashboard';
import type { adminDashboardOperations } from '@campus/contract/operations/admin-dashboard';
import { address as getAddress } from '@campus/contract/operations/admin-dashboard/get';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi, adminOperation } from '../../api/admin-api.ts';
import { saveCsv } from '../../lib/download.ts';

type Query = Record<string, string | number | undefined>;
const getDashboard = adminOperation<typeof adminDashboardOperations.get>(getAddress);

/** GET /api/admin/dashboard: the funnel per week and per course of a period (and course). */
export const useDashboard = (q: AdminDashboardQuery) =>
  useQuery({
    queryKey: ['admin', 'dashboard', q] as const,
    queryFn: ({ signal }) => getDashboard({ query: q, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Downloads the weeks' or the courses' CSV of the period, fetched with the operator's token. A text
 * download, not JSON: outside the contract (docs/api.md).
 */
export function useDownloadDashboard() {
  return useMutation({
    mutationFn: async (q: AdminDashboardExportQuery) => {
      const text = await adminApi<string>('/api/admin/dashboard/export', { query: q as Query });
      const table = q.table === 'courses' ? 'cursos' : 'semanas';
      const course = q.course_id === undefined ? '' : `-curso-${q.course_id}`;
      return saveCsv(text, `panel-${table}${course}-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
