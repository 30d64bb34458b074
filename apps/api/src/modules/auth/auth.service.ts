import {
  AUTH_MESSAGES,
  ERROR_CODES,
  type LoginResponse,
  MESSAGES,
  RESET_TOKEN_TTL_MINUTES,
  type RegisterInput,
  ROLE,
  type User,
} from '@campus/contract';
import { PROJECT_ID, USER_TOKEN_TTL_SECONDS } from '@campus/contract/constants';
import { paths, resetConfirmUrl } from '@campus/contract/pages';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { verifyCaptcha } from '../../integrations/captcha/captcha.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import { Forbidden, NotFound, Unauthorized, ValidationFailed } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { authenticateToken } from '../oauth/oauth.service.ts';
import { assertProjectExists } from '../projects/projects.service.ts';
import { resetPasswordMail, welcomeMail } from './auth.mail.ts';
import {
  burnPendingResets,
  claimPasswordReset,
  findLegalDocument,
  findPasswordHash,
  findUserByEmail,
  findUserView,
  insertAccessToken,
  insertPasswordReset,
  insertPerson,
  insertUser,
  isPasswordResetUsable,
  revokeToken,
  revokeUserTokens,
  type UserRow,
  updatePasswordHash,
} from './auth.repository.ts';

/** The user as the API shows it (spec §3): never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    person: {
      people_first_name: row.firstName ?? '',
      people_surnames: row.surnames ?? '',
      people_document: row.document ?? '',
      people_phone: row.phone ?? '',
      people_mobile: row.mobile ?? '',
      people_birthday: row.birthday ?? null,
      sex: row.sex ?? '',
      image: row.image ? `/uploads/${row.image}` : null,
    },
  };
}

/** The user's view, or 401 if the account no longer exists (its token outlived it). */
export async function getUserView(db: Executor, userId: number): Promise<UserRow> {
  const row = await findUserView(db, userId);
  if (!row) throw new Unauthorized();
  return row;
}

/**
 * The student a live user token belongs to, as login presents them, or null (a page rendered for
 * the session cookie: ssr/server-render.ts). Throws 401 like `getUserView` for a removed account.
 */
export async function sessionUserView(db: Database, token: string, signingKey: string): Promise<User | null> {
  const auth = await authenticateToken(db, token, signingKey);
  if (auth?.userId == null) return null;
  return presentUser(await getUserView(db, auth.userId));
}

// ── Register ────────────────────────────────────────────────────────────────────────────────
/**
 * Creates the student and, when `clientId` is given and the account is of this site's project,
 * opens its session as a login would: the captcha just solved is the only one asked, and the new
 * student goes on without typing the credentials again. An account of another project gets none
 * (POST /api/v1/login serves this project only).
 */
export async function register(
  db: Database,
  config: Config,
  input: RegisterInput,
  clientId?: number,
): Promise<{ user: User; login?: LoginResponse }> {
  await assertProjectExists(db, input.proyect);
  await verifyCaptcha(db, input.captcha, config.captchaHmacKey);
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      projectId: input.proyect,
      email: input.email,
      passwordHash,
      role: ROLE.student,
    });
    if (id === null) throw ValidationFailed.field('email', AUTH_MESSAGES.emailTaken);
    await insertPerson(tx, {
      userId: id,
      firstName: input.name,
      surnames: input.lname,
      mobile: input.movil ?? '',
      birthday: input.birth_date,
    });
    await enqueueMail(tx, {
      to: input.email,
      ...welcomeMail({
        firstName: input.name,
        email: input.email,
        loginUrl: `${config.publicUrl}${paths.auth.login}`,
        supportEmail: config.supportEmail,
      }),
    });
    return id;
  });
  if (clientId !== undefined && input.proyect === PROJECT_ID) {
    const login = await openSession(db, userId, clientId);
    return { user: login.user, login };
  }
  return { user: presentUser(await getUserView(db, userId)) };
}

/** A student's session: a new user token and the login answer (spec §7's {role, access_token, user, isLogIn}). */
async function openSession(db: Database, userId: number, clientId: number): Promise<LoginResponse> {
  const token = await issueUserToken(db, { userId, clientId, ttlMs: USER_TOKEN_TTL_SECONDS * 1000 });
  return {
    role: ROLE.student,
    access_token: token,
    user: presentUser(await getUserView(db, userId)),
    isLogIn: true,
  };
}

// ── Login / logout ──────────────────────────────────────────────────────────────────────────
/**
 * Checks the credentials. An unknown e-mail verifies a dummy hash, so it takes as long as a wrong
 * password and both answer the same 401 (Unauthorized, which the route counts as a failure). Right
 * credentials of a role other than student: 403, no token.
 */
export async function login(
  db: Database,
  input: { email: string; password: string; projectId: number; clientId: number },
): Promise<LoginResponse> {
  const user = await findUserByEmail(db, input.projectId, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) throw new Unauthorized(MESSAGES.loginFailed, ERROR_CODES.loginFailed);
  // Only students use this login (spec §6). An operator signs in at POST /api/admin/login, where the
  // second factor is asked: a token from here would skip it and could change the password.
  if (user.role !== ROLE.student) throw new Forbidden(MESSAGES.noPermission, ERROR_CODES.noPermission);
  return openSession(db, user.id, input.clientId);
}

export async function logout(db: Database, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId);
}

// ── Password reset ──────────────────────────────────────────────────────────────────────────
/**
 * Sends a single-use, 60-minute reset link to `{PUBLIC_URL}/reset-password/{email}/{token}`. Unknown
 * e-mail: 403 '¡Email no registrado!' (spec §7). The request's `url` (spec §7) is accepted and ignored.
 */
export async function requestPasswordReset(
  db: Database,
  config: Config,
  input: { email: string; url?: string; proyect_id: number },
): Promise<void> {
  const user = await findUserByEmail(db, input.proyect_id, input.email);
  if (!user) throw new Forbidden(AUTH_MESSAGES.emailNotRegistered, ERROR_CODES.emailNotRegistered);
  const person = await findUserView(db, user.id);
  const token = generateToken();
  // Always this site's reset page (spec §2). The client's `url` names no path: a path the web app
  // does not serve would leave the user with a link that cannot reset anything.
  const resetUrl = `${config.publicUrl}${resetConfirmUrl(user.email, token)}`;
  // Earlier links stay valid until they expire or one is used (which burns them all): someone
  // asking for the owner's reset again and again must not spoil the link the owner is about to use.
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    await enqueueMail(tx, {
      to: user.email,
      ...resetPasswordMail({
        firstName: person?.firstName ?? '',
        resetUrl,
        supportEmail: config.supportEmail,
      }),
    });
  });
}

/** Sets the new password from a reset link, burns the link and ends every session of the user. * The link is checked first, so a bogus or used token costs one indexed read, not an argon2 hash;
 * it is then spent atomically with the new password (two submissions cannot both succeed).
 */
export async function confirmPasswordReset(
  db: Database,
  input: { email: string; token: string; password: string },
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const invalid = () =>
    ValidationFailed.field('token', AUTH_MESSAGES.resetTokenInvalid, ERROR_CODES.resetLinkInvalid);
  if (!(await isPasswordResetUsable(db, tokenHash, input.email))) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await claimPasswordReset(tx, tokenHash, input.email);
    if (userId === null) throw invalid();
    await updatePasswordHash(tx, userId, passwordHash);
    await burnPendingResets(tx, userId);
    await revokeUserTokens(tx, userId);
  });
}

// ── Password change (profile) ───────────────────────────────────────────────────────────────
/** Changes the password after checking the current one; other sessions are ended, this one kept. */
export async function changePassword(
  db: Database,
  input: { userId: number; tokenId: number; currentPassword: string; newPassword: string },
  wrongCurrentMessage: string,
): Promise<void> {
  const hash = await findPasswordHash(db, input.userId);
  if (!hash) throw new Unauthorized();
  if (!(await verifyPassword(hash, input.currentPassword))) {
    throw ValidationFailed.field('current_password', wrongCurrentMessage);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, input.userId, passwordHash);
    await burnPendingResets(tx, input.userId);
    await revokeUserTokens(tx, input.userId, input.tokenId);
  });
}

// ── Legal document ──────────────────────────────────────────────────────────────────────────
export async function getLegalDocument(db: Database, projectId: number, id: number) {
  const doc = await findLegalDocument(db, projectId, id);
  if (!doc) throw new NotFound('Documento no encontrado.');
  return doc;
}

// ── For other modules ───────────────────────────────────────────────────────────────────────
/** The registered person behind an e-mail of the project (names and mobile as stored), or null. */
export async function findRegisteredPerson(
  db: Executor,
  projectId: number,
  email: string,
): Promise<{ firstName: string; surnames: string; mobile: string | null } | null> {
  const user = await findUserByEmail(db, projectId, email);
  if (!user) return null;
  const view = await findUserView(db, user.id);
  return { firstName: view?.firstName ?? '', surnames: view?.surnames ?? '', mobile: view?.mobile || null };
}

// ── For the operator area (modules/admin) ─────────────────────────────────────────────────────
/**
 * Checks an e-mail and password as the login does (an unknown e-mail costs the same dummy hash);
 * the account (id, e-mail, role) or null.
 */
export async function checkCredentials(
  db: Executor,
  projectId: number,
  email: string,
  password: string,
): Promise<{ id: number; email: string; role: number } | null> {
  const user = await findUserByEmail(db, projectId, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  return user && valid ? { id: user.id, email: user.email, role: user.role } : null;
}

/** A new opaque user token for `userId`, valid `ttlMs`; only its hash is stored. */
export async function issueUserToken(
  db: Executor,
  input: { userId: number; clientId: number; ttlMs: number },
): Promise<string> {
  const token = generateToken();
  await insertAccessToken(db, {
    tokenHash: hashToken(token),
    clientId: input.clientId,
    userId: input.userId,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

/** Creates an account with the given role (operators: `npm run admin:create`); null if the e-mail exists. */
export async function createAccount(
  db: Database,
  input: {
    projectId: number;
    email: string;
    password: string;
    role: number;
    firstName: string;
    surnames: string;
  },
): Promise<number | null> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      projectId: input.projectId,
      email: input.email,
      passwordHash,
      role: input.role,
    });
    if (id === null) return null;
    await insertPerson(tx, { userId: id, firstName: input.firstName, surnames: input.surnames });
    return id;
  });
}

/** The account's e-mail and role, or null when it no longer exists. */
export async function getAccount(
  db: Executor,
  userId: number,
): Promise<{ email: string; role: number } | null> {
  const row = await findUserView(db, userId);
  return row ? { email: row.email, role: row.role } : null;
}
