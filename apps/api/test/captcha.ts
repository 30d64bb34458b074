import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/**
 * Fetches a challenge from `GET /api/v1/captcha/challenge` and solves it as the widget does,
 * returning the base64 payload forms send as `captcha`. Tests run with the test difficulty, so
 * this takes a few milliseconds.
 */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`captcha challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json() as Challenge;
  return solveCaptchaChallenge(challenge);
}

export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
