// The operator's lead and contact-message operations: what each takes and answers. The API registers its routes
// from these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import { adminContactListQuerySchema, adminContactPageSchema } from '../admin-contacts.ts';
import { adminLeadListQuerySchema, adminLeadPageSchema } from '../admin-leads.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminLeadsPaths as at } from './admin-leads.paths.ts';

const c = initContract();

export const adminLeadsOperations = c.router(
  {
    list: {
      ...at.list,
      query: adminLeadListQuerySchema,
      responses: { 200: adminLeadPageSchema },
      summary: 'Leads (paginados; filtro por etiqueta de landing y fechas; búsqueda por correo o nombre)',
    },
    contacts: {
      ...at.contacts,
      query: adminContactListQuerySchema,
      responses: { 200: adminContactPageSchema },
      summary: 'Mensajes de contacto y preguntas de soporte (paginados; filtro por formulario; búsqueda)',
    },
  },
  adminRouterOptions,
);
