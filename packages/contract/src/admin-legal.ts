// Legal documents in the operator area: title and body of each document the
// site shows (id 1: terms and conditions, GET /api/v1/legal-document/1).
import * as z from 'zod';
// Spanish messages when a form imports this file by its subpath (not through the index).
import './zod-es.ts';
import { idSchema } from './common.ts';

export const ADMIN_LEGAL_MESSAGES = {
  notFound: 'Documento no encontrado.',
  titleRequired: 'El campo título es requerido',
  bodyRequired: 'El campo texto es requerido',
} as const;

export const adminLegalDocumentInputSchema = z.object({
  title: z.string().trim().min(1, ADMIN_LEGAL_MESSAGES.titleRequired).max(200),
  body: z.string().trim().min(1, ADMIN_LEGAL_MESSAGES.bodyRequired).max(200_000),
});
export type AdminLegalDocumentInput = z.input<typeof adminLegalDocumentInputSchema>;

export const adminLegalDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type AdminLegalDocument = z.infer<typeof adminLegalDocumentSchema>;
export const adminLegalDocumentListSchema = z.object({ data: z.array(adminLegalDocumentSchema) });
export const adminLegalParamsSchema = z.object({ id: idSchema });
