import * as z from 'zod';
import './zod-es.ts';
import { idSchema } from './common.ts';
import { CLIENT_TOKEN_TTL_SECONDS } from './constants.ts';

export const tokenRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: idSchema,
  client_secret: z.string().min(1).max(500),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.literal(CLIENT_TOKEN_TTL_SECONDS),
  access_token: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
