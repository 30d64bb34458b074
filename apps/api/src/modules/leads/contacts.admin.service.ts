// Contact messages and support questions as the operator reads them.
import {
  type AdminContact,
  type AdminContactListQuery,
  type Paginated,
  PROJECT_ID,
  paginate,
} from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { listContactsPage } from './contacts.admin.repository.ts';

/** Newest first; `q` matches part of the e-mail, names, subject or message; `tag` the form. */
export async function listContactsAdmin(
  db: Executor,
  query: AdminContactListQuery & { page: number; per_page: number },
): Promise<Paginated<AdminContact>> {
  const { rows, total } = await listContactsPage(
    db,
    { projectId: PROJECT_ID, tag: query.tag || undefined, q: query.q || undefined },
    query.page,
    query.per_page,
  );
  return paginate(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      last_name: r.lastName,
      email: r.email,
      phone: r.phone,
      subject: r.subject,
      message: r.message,
      tag: r.codeRelation,
      town: r.town,
      country: r.country,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    query.page,
    query.per_page,
  );
}
