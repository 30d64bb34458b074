import {
  ADMIN_MESSAGES,
  ADMIN_TOKEN_TTL_HOURS,
  type AdminLoginResponse,
  type AdminOperator,
  type AdminTotpSetup,
  ERROR_CODES,
  PROJECT_ID,
  ROLE,
  SITE_NAME,
} from '@campus/contract';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Database } from '../../db/client.ts';
import { AppError, Conflict, Forbidden, Unauthorized } from '../../lib/errors.ts';
import { checkCredentials, getAccount, issueUserToken, logout } from '../auth/auth.service.ts';
import { authenticateToken } from '../oauth/oauth.service.ts';
import {
  deleteTotp,
  findAdminSession,
  findTotp,
  insertAdminSession,
  spendTotpStep,
  upsertPendingTotp,
} from './admin.repository.ts';
import { type AdminActor, recordAudit } from './audit.service.ts';

const TOKEN_TTL_MS = ADMIN_TOKEN_TTL_HOURS * 3_600_000;
const TOTP_PERIOD = 30;

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: SITE_NAME,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to (±1 step for clock drift), or null when it is wrong. */
function codeStep(secret: string, email: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, email).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

/** Spends a code of the operator's secret: wrong or already used → 401 totp_invalid. */
async function spendCode(
  db: Database,
  userId: number,
  secret: string,
  email: string,
  code: string,
  enable: boolean,
) {
  const step = codeStep(secret, email, code);
  if (step === null || !(await spendTotpStep(db, userId, step, enable))) {
    throw new Unauthorized(ADMIN_MESSAGES.totpInvalid, ERROR_CODES.totpInvalid);
  }
}

async function operatorView(db: Database, userId: number, email: string): Promise<AdminOperator> {
  const totp = await findTotp(db, userId);
  return { id: userId, email, totp_enabled: Boolean(totp?.enabledAt) };
}

/**
 * The operator login. Wrong e-mail or password, and accounts that are not operators, answer the
 * same 401 as the student login (counted by the shared limits). With the second factor on, a
 * missing code is 401 `totp_required` (not a failure: the password was right), a wrong one 401
 * `totp_invalid` (a failure). The token is a user token of role 1, registered as an operator session.
 */
export async function adminLogin(
  db: Database,
  input: { email: string; password: string; code?: string; clientId: number; ip: string },
): Promise<AdminLoginResponse> {
  // Every attempt that reaches the password check is audited: by e-mail and IP, never a password.
  const attempt = (userId: number | null, email: string, action: string, totp?: boolean) =>
    recordAudit(
      db,
      { userId, email: email.slice(0, 254) },
      {
        action,
        entity: 'operators',
        entityId: userId,
        after: { ip: input.ip, ...(totp === undefined ? {} : { totp }) },
      },
    );
  const account = await checkCredentials(db, PROJECT_ID, input.email, input.password);
  if (!account || account.role !== ROLE.admin) {
    // A student's right password is as much a failure here as a wrong one: only the e-mail is kept.
    await attempt(null, input.email.trim().toLowerCase(), 'login_failed');
    throw new Unauthorized(ADMIN_MESSAGES.loginFailed, ERROR_CODES.loginFailed);
  }
  const totp = await findTotp(db, account.id);
  if (totp?.enabledAt) {
    if (!input.code) {
      await attempt(account.id, account.email, 'login_totp_required');
      throw new AppError(401, ADMIN_MESSAGES.totpRequired, undefined, ERROR_CODES.totpRequired);
    }
    try {
      await spendCode(db, account.id, totp.secret, account.email, input.code, false);
    } catch (error) {
      await attempt(account.id, account.email, 'login_totp_failed');
      throw error;
    }
  }
  const token = await issueUserToken(db, {
    userId: account.id,
    clientId: input.clientId,
    ttlMs: TOKEN_TTL_MS,
  });
  const issued = await authenticateToken(db, token);
  await insertAdminSession(db, issued!.tokenId, account.id);
  await attempt(account.id, account.email, 'login', Boolean(totp?.enabledAt));
  return {
    access_token: token,
    role: ROLE.admin,
    expires_in: TOKEN_TTL_MS / 1000,
    operator: await operatorView(db, account.id, account.email),
  };
}

export async function adminLogout(db: Database, tokenId: number): Promise<void> {
  await logout(db, tokenId);
}

/**
 * Who is calling /api/admin: an operator (role 1) whose token came from the operator login.
 * No token: 401 (the auth plugin); a client token, a student's token or an operator's token from
 * the student login: 403.
 */
export async function authoriseOperator(
  db: Database,
  auth: { tokenId: number; userId: number | null; role: number | null } | null,
): Promise<AdminActor> {
  if (!auth) throw new Unauthorized();
  if (auth.userId == null || auth.role !== ROLE.admin) throw new Forbidden(ADMIN_MESSAGES.operatorOnly);
  const session = await findAdminSession(db, auth.tokenId);
  if (!session || session.userId !== auth.userId) throw new Forbidden(ADMIN_MESSAGES.operatorOnly);
  const account = await getAccount(db, auth.userId);
  if (!account || account.role !== ROLE.admin) throw new Forbidden(ADMIN_MESSAGES.operatorOnly);
  return { userId: auth.userId, email: account.email };
}

export function getOperator(db: Database, actor: AdminActor): Promise<AdminOperator> {
  return operatorView(db, actor.userId, actor.email);
}

// ── TOTP enrolment ──────────────────────────────────────────────────────────────────────────
/** A new secret (replacing an unconfirmed one) with its otpauth URI and QR; 409 when already on. */
export async function startTotp(db: Database, actor: AdminActor): Promise<AdminTotpSetup> {
  const current = await findTotp(db, actor.userId);
  if (current?.enabledAt) throw new Conflict(ADMIN_MESSAGES.totpAlreadyEnabled);
  const secret = new Secret({ size: 20 }).base32;
  await upsertPendingTotp(db, actor.userId, secret);
  const uri = totpFor(secret, actor.email).toString();
  return { secret, otpauth_uri: uri, qr_svg: renderSVG(uri, { border: 2 }) };
}

/** Turns the second factor on with a first code from the app. */
export async function confirmTotp(db: Database, actor: AdminActor, code: string): Promise<AdminOperator> {
  const current = await findTotp(db, actor.userId);
  if (current?.enabledAt) throw new Conflict(ADMIN_MESSAGES.totpAlreadyEnabled);
  if (!current) throw new Conflict(ADMIN_MESSAGES.totpNotStarted);
  await spendCode(db, actor.userId, current.secret, actor.email, code, true);
  await recordAudit(db, actor, { action: 'totp_enable', entity: 'operators', entityId: actor.userId });
  return operatorView(db, actor.userId, actor.email);
}

/** Turns it off, with a current code (so a stolen open session alone cannot). */
export async function disableTotp(db: Database, actor: AdminActor, code: string): Promise<AdminOperator> {
  const current = await findTotp(db, actor.userId);
  if (!current?.enabledAt) throw new Conflict(ADMIN_MESSAGES.totpNotEnabled);
  await spendCode(db, actor.userId, current.secret, actor.email, code, false);
  await db.transaction(async (tx) => {
    await deleteTotp(tx, actor.userId);
    await recordAudit(tx, actor, { action: 'totp_disable', entity: 'operators', entityId: actor.userId });
  });
  return operatorView(db, actor.userId, actor.email);
}

/** For tests and the CLI: the current code of a secret. */
export function currentTotpCode(secret: string, email: string, now = Date.now()): string {
  return totpFor(secret, email).generate({ timestamp: now });
}
