import type { AdminContact, AdminContactListQuery } from '@campus/contract/admin-contacts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from '../../components/use-admin-list.ts';

export const useContactsAdmin = (q: AdminContactListQuery) =>
  useQuery(adminListQuery<AdminContact>(['admin', 'contacts'], '/api/admin/contacts', q));
