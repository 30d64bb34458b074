// Contact messages and support questions in the operator area.
import * as z from 'zod';
// Spanish messages when a page imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminListQuerySchema } from './admin.ts';
import { paginatedSchema } from './common.ts';

/** GET /api/admin/contacts: page, page size, `q` (e-mail, name or text) and the form's `tag`. */
export const adminContactListQuerySchema = adminListQuerySchema.extend({
  tag: z.string().trim().max(100).optional(),
});
export type AdminContactListQuery = z.input<typeof adminContactListQuerySchema>;

export const adminContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  /** Which form sent it: contact_form, a landing's tag, the guide's questions… */
  tag: z.string(),
  town: z.string().nullable(),
  country: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;
export const adminContactPageSchema = paginatedSchema(adminContactSchema);
