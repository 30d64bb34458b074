// Leads in the operator area: filter by landing tag and dates, pages, CSV.
import * as z from 'zod';
// Spanish messages when a page imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminListQuerySchema } from './admin.ts';
import { paginatedSchema } from './common.ts';

export const ADMIN_LEAD_MESSAGES = {
  day: 'La fecha debe tener el formato AAAA-MM-DD',
  range: 'La fecha «hasta» no puede ser anterior a «desde»',
} as const;

/** A calendar day (Ecuador time) as AAAA-MM-DD that really exists. */
export const adminDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_LEAD_MESSAGES.day)
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const c = new Date(Date.UTC(y, m - 1, d));
    return c.getUTCFullYear() === y && c.getUTCMonth() === m - 1 && c.getUTCDate() === d;
  }, ADMIN_LEAD_MESSAGES.day);

const leadFilter = {
  /** The landing's code_relation. */
  tag: z.string().trim().max(100).optional(),
  /** Created on or after this day, 00:00 Ecuador time. */
  from: adminDaySchema.optional(),
  /** Created on or before this day (whole day, Ecuador time). */
  to: adminDaySchema.optional(),
};
const rangeOk = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

/** GET /api/admin/leads: page, page size, `q` (part of the e-mail or name), tag and days. */
export const adminLeadListQuerySchema = adminListQuerySchema
  .extend(leadFilter)
  .refine(rangeOk, { message: ADMIN_LEAD_MESSAGES.range, path: ['to'] });
export type AdminLeadListQuery = z.input<typeof adminLeadListQuerySchema>;

/** GET /api/admin/leads/export: the same filter; `separator` ';' (Excel in Spanish) or ','. */
export const adminLeadExportQuerySchema = z
  .object({ ...leadFilter, separator: z.enum([';', ',']).default(';') })
  .refine(rangeOk, { message: ADMIN_LEAD_MESSAGES.range, path: ['to'] });
export type AdminLeadExportQuery = z.input<typeof adminLeadExportQuerySchema>;

export const adminLeadSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  tag: z.string(),
  title: z.string().nullable(),
  town: z.string().nullable(),
  country: z.string().nullable(),
  confirmed: z.boolean(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;
export const adminLeadPageSchema = paginatedSchema(adminLeadSchema);
