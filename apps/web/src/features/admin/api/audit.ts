import type { AuditEntry, AuditQuery } from '@campus/contract/admin';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from './admin-api.ts';

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AuditEntry>>('/api/admin/audit', {
        query: query as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (query: AuditQuery) => useQuery(auditQuery(query));
