// Messages of the lead and contact forms, spec §4, §5 and §8 (the spec's wording where it
// quotes them). A file of its own, free of zod, so the web's messages can use it without
// loading the form rules into the home page's bundle.
export const LEAD_FORM_MESSAGES = {
  /** §4: check result 0. */
  unknownEmail: 'No podemos encontrar su dirección de email, por favor complete los datos para registrarse',
  /** §4: check result 1; §8 success. */
  registered: 'Gracias por su registro',
  registeredCheckInbox: 'Gracias por su registro, verifique su buzón de email',
  /** §8: guide form 'noProcess'. */
  guideEmailRejected:
    '¡No hemos podido verificar su dirección de email, por favor intente de nuevo o use otra dirección!',
  /** §8: lead form 'noProcess' (toast, then alert). */
  leadEmailRejectedToast: 'Por favor, verifique su dirección de email e intente nuevamente.',
  leadEmailRejected:
    'No hemos podido validar su dirección de email, por favor verifique e intente nuevamente.',
  /** §8: guide form success. */
  guideSent: '¡Su mensaje se ha enviado con éxito!',
  /** §4: contact modal. */
  sending: 'Enviando…',
  messageSent: 'Mensaje enviado',
  /** §5: webinar form. */
  nameRequired: 'Nombre es requerido',
  lastNameRequired: 'Apellido es requerido',
  emailRequired: 'Email es requerido',
  emailInvalid: 'Email no tiene un formato válido',
  phoneRequired: 'Teléfono es requerido',
  webinarTermsRequired: 'Debe aceptar los términos y condiciones',
  captchaMissing: 'No ha validado el captcha',
  /** §5: contact lead form. */
  contactTermsRequired: 'Debe aceptar los términos y condiciones',
  allFieldsRequired: 'Todos los campos son requeridos; por favor, revise la información ingresada.',
  captchaFailed: 'Por favor, verifique que no es un robot.',
} as const;
