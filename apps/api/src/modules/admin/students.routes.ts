import {
  ADMIN_STUDENT_MESSAGES,
  adminEnrolmentParamsSchema,
  adminEnrolRequestSchema,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminStudentDetailSchema,
  adminStudentPageSchema,
  messageSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listStudentsAdmin, studentAdmin } from '../accounts/accounts.admin.service.ts';
import { certificatesOfStudent } from '../certificates/certificates.service.ts';
import { progressByCourse } from '../learning/learning.service.ts';
import {
  enrolByHand,
  studentEnrolmentsAdmin,
  studentOrdersAdmin,
  unenrolByHand,
} from '../orders/orders.admin.service.ts';
import { adminErrors } from './admin.guard.ts';
import { adminListRoute, adminTags, auditedBy } from './admin.routes-kit.ts';

/** The students section: search, one student (enrolments with progress, orders), enrol, unenrol. */
export async function adminStudentsSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = adminTags;

  adminListRoute(
    app,
    {
      url: '/api/admin/students',
      summary: 'Estudiantes (paginados; búsqueda por correo, nombre, apellidos o documento)',
      querystring: adminListQuerySchema,
      page: adminStudentPageSchema,
    },
    listStudentsAdmin,
  );

  r.get(
    '/api/admin/students/:id',
    {
      schema: {
        tags,
        summary: 'Un estudiante: sus inscripciones con su avance y sus pedidos',
        params: adminIdParamsSchema,
        response: { 200: adminStudentDetailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const student = await studentAdmin(app.db, request.params.id);
      const [enrolments, orders, certificates] = await Promise.all([
        studentEnrolmentsAdmin(app.db, student.id),
        studentOrdersAdmin(app.db, student.id),
        certificatesOfStudent(app.db, student.id),
      ]);
      const progress = await progressByCourse(
        app.db,
        student.id,
        enrolments.map((e) => e.courseId),
      );
      return {
        id: student.id,
        email: student.email,
        first_name: student.firstName,
        surnames: student.surnames,
        document: student.document,
        mobile: student.mobile,
        created_at: student.createdAt.toISOString(),
        enrolments: enrolments.map((e) => ({
          course_id: e.courseId,
          name: e.name,
          order_id: e.orderId,
          enrolled_at: e.createdAt.toISOString(),
          progress: progress.get(e.courseId) ?? 0,
        })),
        orders,
        certificates,
      };
    },
  );

  r.post(
    '/api/admin/students/:id/enrolments',
    {
      schema: {
        tags,
        summary: "Inscribe a mano al estudiante en un curso (pedido 'manual' de total 0)",
        params: adminIdParamsSchema,
        body: adminEnrolRequestSchema,
        response: { 201: messageSchema, ...adminErrors, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const student = await studentAdmin(app.db, request.params.id);
      const courseId = request.body.course_id;
      await auditedBy(request, 'enrol', 'enrolments', async (tx) => {
        const order = await enrolByHand(tx, {
          userId: student.id,
          email: student.email,
          buyerName: `${student.firstName} ${student.surnames}`.trim() || null,
          courseId,
        });
        return {
          entityId: student.id,
          before: null,
          after: { user_id: student.id, course_id: courseId, order_id: order.id },
          result: null,
        };
      });
      return reply.status(201).send({ message: ADMIN_STUDENT_MESSAGES.enrolled });
    },
  );

  r.delete(
    '/api/admin/students/:id/enrolments/:courseId',
    {
      schema: {
        tags,
        summary: 'Retira al estudiante de un curso (sus pedidos no cambian)',
        params: adminEnrolmentParamsSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const student = await studentAdmin(app.db, request.params.id);
      const courseId = request.params.courseId;
      await auditedBy(request, 'unenrol', 'enrolments', async (tx) => {
        await unenrolByHand(tx, student.id, courseId);
        return {
          entityId: student.id,
          before: { user_id: student.id, course_id: courseId },
          after: null,
          result: null,
        };
      });
      return { message: ADMIN_STUDENT_MESSAGES.unenrolled };
    },
  );
}
