import * as z from 'zod';
import './zod-es.ts';

/** The ALTCHA challenge the widget fetches (altcha-lib v2 format). */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * The solved payload forms send as the body field `captcha` (base64 JSON from the widget). Only
 * its size is checked here; the server verifies the proof of work.
 */
export const captchaPayloadSchema = z
  .string({ error: 'Por favor, verifique que no es un robot' })
  .min(1, 'Por favor, verifique que no es un robot')
  .max(4096, 'Por favor, verifique que no es un robot');
