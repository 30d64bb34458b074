// The operator's student operations: what each takes and answers. The API registers its routes
// from these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import { adminIdParamsSchema, adminListQuerySchema } from '../admin.ts';
import {
  adminEnrolmentParamsSchema,
  adminEnrolRequestSchema,
  adminStudentDetailSchema,
  adminStudentPageSchema,
} from '../admin-students.ts';
import { messageSchema } from '../common.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminStudentsPaths as at } from './admin-students.paths.ts';

const c = initContract();

export const adminStudentsOperations = c.router(
  {
    list: {
      ...at.list,
      query: adminListQuerySchema,
      responses: { 200: adminStudentPageSchema },
      summary: 'Estudiantes (paginados; búsqueda por correo, nombre, apellidos o documento)',
    },
    get: {
      ...at.get,
      summary: 'Un estudiante: sus inscripciones con su avance y sus pedidos',
      pathParams: adminIdParamsSchema,
      responses: { 200: adminStudentDetailSchema },
    },
    enrol: {
      ...at.enrol,
      summary: "Inscribe a mano al estudiante en un curso (pedido 'manual' de total 0)",
      pathParams: adminIdParamsSchema,
      body: adminEnrolRequestSchema,
      responses: { 201: messageSchema, 409: messageSchema },
    },
    unenrol: {
      ...at.unenrol,
      summary: 'Retira al estudiante de un curso (sus pedidos no cambian)',
      pathParams: adminEnrolmentParamsSchema,
      responses: { 200: messageSchema },
    },
  },
  adminRouterOptions,
);
