// Students in the operator area: search, detail (enrolments with progress,
// orders), enrol and unenrol by hand.
import * as z from 'zod';
// Spanish messages when a page imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminOrderSummarySchema } from './admin-orders.ts';
import { adminCertificateSchema } from './certificates.ts';
import { idSchema, paginatedSchema } from './common.ts';

export const ADMIN_STUDENT_MESSAGES = {
  studentNotFound: 'Estudiante no encontrado.',
  courseNotFound: 'Curso no encontrado.',
  alreadyEnrolled: 'El estudiante ya está inscrito en este curso.',
  notEnrolled: 'El estudiante no está inscrito en este curso.',
  enrolled: 'Estudiante inscrito en el curso.',
  unenrolled: 'Inscripción retirada.',
} as const;

export const adminStudentSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  surnames: z.string(),
  /** Courses the student is enrolled in. */
  courses: z.number().int(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AdminStudentSummary = z.infer<typeof adminStudentSummarySchema>;
export const adminStudentPageSchema = paginatedSchema(adminStudentSummarySchema);

export const adminEnrolmentSchema = z.object({
  course_id: z.number().int(),
  name: z.string(),
  /** The order that grants it (a 'manual' zero-total order when enrolled by hand). */
  order_id: z.number().int().nullable(),
  enrolled_at: z.string(),
  /** Completed resources over all resources of the course, 0–100. */
  progress: z.number().int(),
});
export type AdminEnrolment = z.infer<typeof adminEnrolmentSchema>;

export const adminStudentDetailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  surnames: z.string(),
  document: z.string(),
  mobile: z.string(),
  created_at: z.string(),
  enrolments: z.array(adminEnrolmentSchema),
  orders: z.array(adminOrderSummarySchema),
  /** Certificates issued to the student, revoked ones (refund, removal) with their date and reason. */
  certificates: z.array(adminCertificateSchema),
});
export type AdminStudentDetail = z.infer<typeof adminStudentDetailSchema>;

export const adminEnrolRequestSchema = z.object({ course_id: idSchema });
export type AdminEnrolRequest = z.input<typeof adminEnrolRequestSchema>;
export const adminEnrolmentParamsSchema = z.object({ id: idSchema, courseId: idSchema });
