// The hotmart operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { hotmartPostbackSchema, hotmartWebhookResponseSchema } from '../hotmart.ts';
import { hotmartPaths as at } from './hotmart.paths.ts';

const c = initContract();

export const hotmartOperations = c.router({
  webhook: {
    ...at.webhook,
    body: hotmartPostbackSchema,
    responses: {
      200: hotmartWebhookResponseSchema,
      401: messageSchema,
      403: messageSchema,
      422: validationErrorSchema,
      429: messageSchema,
      503: messageSchema,
    },
    summary:
      'Postback de Hotmart (v2): PURCHASE_APPROVED/COMPLETE dan acceso al curso del producto; REFUNDED/CHARGEBACK/CANCELED lo quitan. Cabecera X-HOTMART-HOTTOK',
    metadata: { tags: ['payments'] },
  },
});
