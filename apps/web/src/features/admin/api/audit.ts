import type { AuditQuery } from '@campus/contract/admin';
import type { adminSessionOperations } from '@campus/contract/operations/admin-session';
import { address as auditAddress } from '@campus/contract/operations/admin-session/audit';
import { adminList, useAdminListQuery } from '../kit/list-source.ts';
import { adminKeys, adminOperation } from './admin-api.ts';

/** The audit log, newest first, paged on the server; every write of the area refreshes it. */
export const auditList = adminList(
  adminKeys.auditAll,
  adminOperation<typeof adminSessionOperations.audit>(auditAddress),
);

export const useAudit = (query: AuditQuery) => useAdminListQuery(auditList, query);
