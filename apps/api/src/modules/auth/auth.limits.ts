import { AUTH_MESSAGES } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequests, Unauthorized } from '../../lib/errors.ts';

/** Auth requests one IP may make in a minute, across register, login and reset (never logout). */
export const AUTH_REQUESTS_PER_IP_PER_MINUTE = 30;
/**
 * Failed logins for one e-mail from one IP, with a growing wait: 5 in a minute, 10 in 15 minutes,
 * 20 in 6 hours. Someone guessing from their own address locks only that address out; the owner,
 * elsewhere, still logs in (and resets).
 */
export const LOGIN_FAILURE_TIERS = [
  { max: 5, windowMs: 60_000 },
  { max: 10, windowMs: 15 * 60_000 },
  { max: 20, windowMs: 6 * 3_600_000 },
] as const;
/** The lid per e-mail over all IPs, against guessing spread over many addresses. */
export const LOGIN_FAILURES_PER_EMAIL = { max: 50, windowMs: 15 * 60_000 } as const;

export const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: string } | undefined)?.email)
    .trim()
    .toLowerCase();

/** Runs `task` after every earlier task of the same key has ended (a per-key queue). */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).catch(() => {}).then(task);
    tails.set(key, run);
    void run.finally(() => tails.get(key) === run && tails.delete(key)).catch(() => {});
    return run;
  };
}

/**
 * The login limits, for every login form (students' and operators'): `limitPerIp` is an onRequest
 * hook (30 auth requests a minute per IP, then 429); `guardLogin` runs one attempt per e-mail at a
 * time, refuses it with 429 while a failure tier is exhausted and counts a failure when the attempt
 * throws Unauthorized. Each login form calls this once and gets its own counters, same tiers.
 */
export function createLoginLimits(app: FastifyInstance) {
  const oneAtATime = keyedQueue();
  // Counters live in the rate-limit plugin's store: Redis when REDIS_URL is set, else memory.
  const perIp = app.createRateLimit({
    max: AUTH_REQUESTS_PER_IP_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });
  const loginFailureCounters = [
    ...LOGIN_FAILURE_TIERS.map((tier, i) =>
      app.createRateLimit({
        max: tier.max,
        timeWindow: tier.windowMs,
        keyGenerator: (request) => `login-fail-${i}:${bodyEmail(request)}:${request.ip}`,
      }),
    ),
    app.createRateLimit({
      max: LOGIN_FAILURES_PER_EMAIL.max,
      timeWindow: LOGIN_FAILURES_PER_EMAIL.windowMs,
      keyGenerator: (request) => `login-fail-all:${bodyEmail(request)}`,
    }),
  ];
  /** The longest wait any exhausted failure counter imposes, or 0 when login may be tried. */
  const loginWaitSeconds = async (request: FastifyRequest) => {
    let wait = 0;
    for (const counter of loginFailureCounters) {
      const state = await counter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) wait = Math.max(wait, 1, state.ttlInSeconds);
    }
    return wait;
  };
  const countLoginFailure = async (request: FastifyRequest) => {
    for (const counter of loginFailureCounters) await counter(request);
  };

  /** onRequest hook: 30 requests a minute per IP, then 429 with Retry-After. */
  const limitPerIp = async (request: FastifyRequest) => {
    const state = await perIp(request);
    if (!state.isAllowed && state.isExceeded) {
      throw new TooManyRequests(AUTH_MESSAGES.tooManyAuthRequests, Math.max(1, state.ttlInSeconds));
    }
  };

  // One attempt per e-mail at a time in this process: read the failures, check the password,
  // count a failure. In parallel, twenty guesses would all read "no failures yet" while the slow
  // hash runs; in turn, the sixth finds the lock.
  const guardLogin = <T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T> =>
    oneAtATime(bodyEmail(request), async () => {
      const wait = await loginWaitSeconds(request);
      if (wait > 0) throw new TooManyRequests(AUTH_MESSAGES.tooManyLoginFailures, wait);
      try {
        return await attempt();
      } catch (err) {
        if (err instanceof Unauthorized) await countLoginFailure(request);
        throw err;
      }
    });

  return { limitPerIp, guardLogin };
}
