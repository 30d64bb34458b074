// Accounts opened by a purchase made elsewhere (Hotmart): the buyer paid with an e-mail we may not
// know. An unknown e-mail gets a student account with no usable password and a single-use link to
// choose one (the password-reset token of this module, longer-lived); a known one is simply found.
// Call it inside the transaction that records the purchase, so the account, the link and the
// e-mail are kept or lost together with it.
import { randomBytes } from 'node:crypto';
import { ROLE } from '@campus/contract';
import { paths, resetConfirmUrl, SITE_NAME } from '@campus/contract/pages';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import { type MailContent, renderMail } from '../../integrations/mail/template.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { findUserByEmail, insertPasswordReset, insertPerson, insertUser } from './auth.repository.ts';

/** A set-password link sent after a purchase stays valid for a week (a reset link: 60 minutes). */
export const SET_PASSWORD_TTL_HOURS = 7 * 24;

export type BuyerAccount = { userId: number; created: boolean };

function setPasswordMail(input: {
  firstName: string;
  email: string;
  courseName: string;
  setPasswordUrl: string;
  loginUrl: string;
  supportEmail: string;
}): MailContent {
  const greeting = input.firstName ? `Hola ${input.firstName}:` : 'Hola:';
  return renderMail(`Su acceso a ${SITE_NAME}: elija su contraseña`, greeting, [
    {
      paragraph: `Gracias por su compra de «${input.courseName}». Creamos su cuenta en ${SITE_NAME} con este correo para que pueda ver el curso.`,
    },
    { lines: [`Su usuario es: ${input.email}`] },
    { paragraph: 'Para entrar, elija primero su contraseña:' },
    { button: { label: 'Elegir mi contraseña', url: input.setPasswordUrl } },
    {
      paragraph: `El enlace vence en ${SET_PASSWORD_TTL_HOURS / 24} días y solo puede usarse una vez. Si vence, pida uno nuevo con «¿Olvidó su contraseña?» en ${input.loginUrl}.`,
    },
    { paragraph: `¿Necesita ayuda? Escríbanos a ${input.supportEmail}.` },
  ]);
}

/**
 * The student account of `email` in the project, created if there is none (with a mailed link to
 * choose a password). Safe under concurrency: two purchases by one new e-mail create one account.
 */
export async function ensureBuyerAccount(
  tx: Executor,
  config: Config,
  input: { projectId: number; email: string; firstName: string; lastName: string; courseName: string },
): Promise<BuyerAccount> {
  const existing = await findUserByEmail(tx, input.projectId, input.email);
  if (existing) return { userId: existing.id, created: false };
  // Nobody knows this password: the account is usable only after the link sets a real one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const userId = await insertUser(tx, {
    projectId: input.projectId,
    email: input.email,
    passwordHash,
    role: ROLE.student,
  });
  if (userId === null) {
    // Created meanwhile by a concurrent request (the insert waited for it): use that one.
    const raced = await findUserByEmail(tx, input.projectId, input.email);
    if (!raced) throw new Error(`cuenta de ${input.email} no encontrada tras el conflicto`);
    return { userId: raced.id, created: false };
  }
  await insertPerson(tx, { userId, firstName: input.firstName, surnames: input.lastName });
  const token = generateToken();
  await insertPasswordReset(tx, {
    userId,
    email: input.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_HOURS * 3_600_000),
  });
  await enqueueMail(tx, {
    to: input.email,
    ...setPasswordMail({
      firstName: input.firstName,
      email: input.email,
      courseName: input.courseName,
      setPasswordUrl: `${config.publicUrl}${resetConfirmUrl(input.email, token)}`,
      loginUrl: `${config.publicUrl}${paths.auth.login}`,
      supportEmail: config.supportEmail,
    }),
  });
  return { userId, created: true };
}
