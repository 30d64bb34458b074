import { ADMIN_STUDENT_MESSAGES } from '@campus/contract';
import { adminStudentsOperations as op } from '@campus/contract/operations/admin-students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { listStudentsAdmin, studentAdmin } from '../accounts/accounts.admin.service.ts';
import { certificatesOfStudent } from '../certificates/certificates.service.ts';
import { progressByCourse } from '../learning/learning.service.ts';
import {
  enrolByHand,
  studentEnrolmentsAdmin,
  studentOrdersAdmin,
  unenrolByHand,
} from '../orders/orders.admin.service.ts';
import { auditedBy } from './admin.routes-kit.ts';

/** The students section: search, one student (enrolments with progress, orders), enrol, unenrol. */
export async function adminStudentsSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeFor(op.list),
    handler: async (request) => listStudentsAdmin(app.db, request.query),
  });

  r.route({
    ...routeFor(op.get),
    handler: async (request) => {
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
  });

  r.route({
    ...routeFor(op.enrol),
    handler: async (request, reply) => {
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
  });

  r.route({
    ...routeFor(op.unenrol),
    handler: async (request) => {
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
  });
}
