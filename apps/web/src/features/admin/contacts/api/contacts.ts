import type { AdminContact, AdminContactListQuery } from '@campus/contract/admin-contacts';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

export const contactsQuery = (q: AdminContactListQuery) =>
  queryOptions({
    queryKey: ['admin', 'contacts', q] as const,
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminContact>>('/api/admin/contacts', {
        query: q as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useContactsAdmin = (q: AdminContactListQuery) => useQuery(contactsQuery(q));
