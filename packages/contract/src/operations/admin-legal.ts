// The operator's legal-document operations: what each takes and answers. The API registers its
// routes from these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import {
  adminLegalDocumentInputSchema,
  adminLegalDocumentListSchema,
  adminLegalDocumentSchema,
  adminLegalParamsSchema,
} from '../admin-legal.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminLegalPaths as at } from './admin-legal.paths.ts';

const c = initContract();

export const adminLegalOperations = c.router(
  {
    list: {
      ...at.list,
      responses: { 200: adminLegalDocumentListSchema },
      summary: 'Documentos legales',
    },
    get: {
      ...at.get,
      pathParams: adminLegalParamsSchema,
      responses: { 200: adminLegalDocumentSchema },
      summary: 'Un documento legal',
    },
    update: {
      ...at.update,
      pathParams: adminLegalParamsSchema,
      body: adminLegalDocumentInputSchema,
      responses: { 200: adminLegalDocumentSchema },
      summary: 'Crea o reemplaza el título y el texto de un documento legal',
    },
  },
  adminRouterOptions,
);
