import { ERROR_CODES, MESSAGES } from '@campus/contract';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import type { Executor } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { deleteExpiredCaptchaUses, spendCaptcha } from './captcha.repository.ts';

/** A challenge is valid this long after it is issued (the form must be sent within it). */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** A widget payload is about 600 characters; anything much larger is not one. */
const MAX_PAYLOAD_CHARS = 4096;

/**
 * How much work a challenge asks for. Deterministic mode: the solver must try every counter up to
 * a secret one, each try costing `cost` PBKDF2 iterations. Production: about a million iterations
 * on average, about one second on a mid-range phone with the widget's workers. Tests keep it tiny.
 */
export type CaptchaDifficulty = { cost: number; counterMin: number; counterMax: number };
export const PRODUCTION_DIFFICULTY: CaptchaDifficulty = { cost: 1000, counterMin: 500, counterMax: 1500 };
export const TEST_DIFFICULTY: CaptchaDifficulty = { cost: 1, counterMin: 5, counterMax: 40 };

const keySecrets = new Map<string, Promise<string>>();
/** The derived-key signing secret, derived once per HMAC key. */
function keySignatureSecret(hmacKey: string): Promise<string> {
  let secret = keySecrets.get(hmacKey);
  if (!secret) {
    secret = deriveHmacKeySecret(hmacKey);
    keySecrets.set(hmacKey, secret);
  }
  return secret;
}

/** A signed ALTCHA challenge for the widget; it expires after 10 minutes. */
export async function createCaptchaChallenge(
  hmacKey: string,
  difficulty: CaptchaDifficulty = PRODUCTION_DIFFICULTY,
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMax, difficulty.counterMin),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: await keySignatureSecret(hmacKey),
  });
}

function fail(): ValidationFailed {
  return ValidationFailed.field('captcha', MESSAGES.captchaFailed, ERROR_CODES.captchaFailed);
}

/** The widget sends base64-encoded JSON; API clients may send the object itself. */
function parsePayload(payload: unknown): Payload | null {
  let value: unknown = payload;
  if (typeof payload === 'string') {
    if (payload.length === 0 || payload.length > MAX_PAYLOAD_CHARS) return null;
    try {
      value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const { challenge, solution } = value as Partial<Payload>;
  if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null;
  const { parameters, signature } = challenge;
  if (!parameters || typeof parameters !== 'object' || typeof signature !== 'string') return null;
  if (parameters.algorithm !== ALGORITHM || typeof parameters.expiresAt !== 'number') return null;
  if (JSON.stringify(value).length > MAX_PAYLOAD_CHARS) return null;
  return { challenge, solution };
}

/**
 * Checks a solved ALTCHA payload (the body field `captcha` of register, lead and contact forms):
 * signed by us with `hmacKey`, solved, not expired (10 minutes) and never used before. A payload
 * is spent by this call, so the same one is refused the second time. Throws ValidationFailed
 * ('Por favor, verifique que no es un robot') on the field `captcha`.
 */
export async function verifyCaptcha(db: Executor, payload: unknown, hmacKey: string): Promise<void> {
  const parsed = parsePayload(payload);
  if (!parsed) throw fail();
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: await keySignatureSecret(hmacKey),
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) throw fail();

  const now = new Date();
  await deleteExpiredCaptchaUses(db, now);
  const fresh = await spendCaptcha(
    db,
    parsed.challenge.signature!,
    new Date(parsed.challenge.parameters.expiresAt! * 1000),
  );
  if (!fresh) throw fail();
}
