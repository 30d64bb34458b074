// What every guarded operator operation shares: its OpenAPI tag and the errors the admin guard and
// validation may answer (401 without a token, 403 unless an operator's, 404, 422).
import { messageSchema, validationErrorSchema } from '../common.ts';

export const adminRouterOptions = {
  commonResponses: {
    401: messageSchema,
    403: messageSchema,
    404: messageSchema,
    422: validationErrorSchema,
  },
  metadata: { tags: ['admin'] },
} as const;
