// The operator's certificate-settings operations: what each takes and answers. The API registers its routes
// from these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import {
  adminCertificateImageParamsSchema,
  adminCertificateSettingsInputSchema,
  adminCertificateSettingsSchema,
} from '../admin-certificates.ts';
import { messageSchema } from '../common.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminCertificatesPaths as at } from './admin-certificates.paths.ts';

const c = initContract();

export const adminCertificatesOperations = c.router(
  {
    get: {
      ...at.get,
      summary: 'Logo, firma y firmante que imprimen los certificados',
      responses: { 200: adminCertificateSettingsSchema },
    },
    update: {
      ...at.update,
      summary: 'Guarda el nombre y el cargo de quien firma los certificados',
      body: adminCertificateSettingsInputSchema,
      responses: { 200: adminCertificateSettingsSchema },
    },
    uploadImage: {
      ...at.uploadImage,
      summary:
        'Sube el logo o la firma (multipart, campo `file`: PNG o JPG de hasta 1 MB, de 40 × 20 a 4000 × 4000 píxeles)',
      pathParams: adminCertificateImageParamsSchema,
      contentType: 'multipart/form-data',
      body: c.type<FormData>(),
      responses: { 200: adminCertificateSettingsSchema, 413: messageSchema },
    },
    removeImage: {
      ...at.removeImage,
      summary: 'Quita el logo o la firma de los certificados',
      pathParams: adminCertificateImageParamsSchema,
      responses: { 200: adminCertificateSettingsSchema },
    },
  },
  adminRouterOptions,
);
