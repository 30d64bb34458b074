import type { AdminContact } from '@campus/contract/admin-contacts';
import { adminList } from '../../kit/list-source.ts';

export const contactsList = adminList<AdminContact>(['admin', 'contacts'], '/api/admin/contacts');
