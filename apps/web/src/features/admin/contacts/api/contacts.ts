import type { adminLeadsOperations } from '@campus/contract/operations/admin-leads';
import { address as contactsAddress } from '@campus/contract/operations/admin-leads/contacts';
import { adminOperation } from '../../api/admin-api.ts';
import { adminList } from '../../kit/list-source.ts';

export const contactsList = adminList(
  ['admin', 'contacts'],
  adminOperation<typeof adminLeadsOperations.contacts>(contactsAddress),
);
