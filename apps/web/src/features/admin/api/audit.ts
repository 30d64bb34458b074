import type { AuditEntry, AuditQuery } from '@campus/contract/admin';
import { adminList, useAdminListQuery } from '../kit/list-source.ts';
import { adminKeys } from './admin-api.ts';

/** The audit log, newest first, paged on the server; every write of the area refreshes it. */
export const auditList = adminList<AuditEntry>(adminKeys.auditAll, '/api/admin/audit');

export const useAudit = (query: AuditQuery) => useAdminListQuery(auditList, query);
