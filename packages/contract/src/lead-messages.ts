// Messages of the lead and contact forms, spec §4, §5 and §8 (letter for letter where the spec
// quotes them). A file of its own, free of zod, so the web's messages can use it without
// loading the form rules into the home page's bundle.
export const LEAD_FORM_MESSAGES = {
  /** §4: check result 0. */
  unknownEmail: 'No podemos encontrar tu dirección de email, por favor completa los datos para registrarte',
  /** §4: check result 1; §8 success. */
  registered: 'Gracias por tu registro',
  registeredCheckInbox: 'Gracias por tu registro, verifica tu buzón de email',
  /** §8: guide form 'noProcess'. */
  guideEmailRejected:
    'No hemos podido verificar tu direccion de email, por favor intente de nuevo o use otra dirección!',
  /** §8: lead form 'noProcess' (toast, then alert). */
  leadEmailRejectedToast: 'por favor verifique su dirección de email e intente nuevamente',
  leadEmailRejected:
    'No hemos podido validar su dirección de email, por favor verifique e intente nuevamente',
  /** §8: guide form success. */
  guideSent: 'Su mensaje se ha enviado con éxito!',
  /** §4: contact modal. */
  sending: 'Enviando...',
  messageSent: 'Mensaje Enviado',
  /** §5: webinar form. */
  nameRequired: 'Nombre es requerido',
  lastNameRequired: 'Apellido es requerido',
  emailRequired: 'Email es requerido',
  emailInvalid: 'Email no tiene un formato válido',
  phoneRequired: 'Teléfono es requerido',
  webinarTermsRequired: 'Debes aceptar los terminos y condiciones',
  captchaMissing: 'No has validado el captcha',
  /** §5: contact lead form. */
  contactTermsRequired: 'Debes Aceptar los Terminos y Condiciones',
  allFieldsRequired: 'Todos los campos son requeridos, por favor revise la información ingresada.',
  captchaFailed: 'Por favor, verifique que no es un robot.',
} as const;
