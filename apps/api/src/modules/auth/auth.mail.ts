import { RESET_TOKEN_TTL_MINUTES } from '@campus/contract';
import { SITE_NAME } from '@campus/contract/pages';
import { type MailContent, renderMail } from '../../integrations/mail/template.ts';

/** Welcome e-mail after registering (spec §8 '¡Usuario registrado correctamente!'). */
export function welcomeMail(input: {
  firstName: string;
  email: string;
  loginUrl: string;
  supportEmail: string;
}): MailContent {
  return renderMail(`Bienvenido a ${SITE_NAME}`, `Hola ${input.firstName}:`, [
    {
      paragraph: `Su cuenta en ${SITE_NAME} fue creada correctamente. Ya puede iniciar sesión y empezar a aprender con cursos creados por médicos para profesionales de la salud.`,
    },
    { lines: [`Su usuario es: ${input.email}`] },
    { button: { label: 'Iniciar sesión', url: input.loginUrl } },
    {
      paragraph: `Si usted no creó esta cuenta, ignore este mensaje o escríbanos a ${input.supportEmail}.`,
    },
  ]);
}

/** Password-reset e-mail with the single-use link. */
export function resetPasswordMail(input: {
  firstName: string;
  resetUrl: string;
  supportEmail: string;
}): MailContent {
  const greeting = input.firstName ? `Hola ${input.firstName}:` : 'Hola:';
  return renderMail(`Restablezca su contraseña de ${SITE_NAME}`, greeting, [
    { paragraph: `Recibimos una solicitud para restablecer la contraseña de su cuenta en ${SITE_NAME}.` },
    { button: { label: 'Restablecer contraseña', url: input.resetUrl } },
    {
      paragraph: `El enlace vence en ${RESET_TOKEN_TTL_MINUTES} minutos y solo puede usarse una vez. Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará.`,
    },
    { paragraph: `¿Necesita ayuda? Escríbanos a ${input.supportEmail}.` },
  ]);
}
