/**
 * Strings of the contact dialog and page (lazy, kept out of es.ts; the home's button that opens the
 * dialog keeps its label there).
 */
export const contactMessages = {
  title: 'Contáctanos',
  intro: 'Cuéntanos qué necesitas y te respondemos en menos de 24 horas hábiles.',
  pageTitle: 'Estamos para ayudarte',
  pageIntro:
    '¿Dudas sobre un curso, tu inscripción, un pago o tu certificado? Escríbenos y una persona de nuestro equipo académico te responderá en menos de 24 horas hábiles.',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Email',
  phone: 'Teléfono (opcional)',
  message: 'Mensaje',
  messagePlaceholder: '¿En qué te podemos ayudar?',
  accept: 'acepto términos y condiciones',
  send: 'Enviar mensaje',
  sending: 'Enviando...',
  sent: 'Mensaje Enviado',
  error: 'No pudimos enviar tu mensaje. Revisa tu conexión e intenta nuevamente.',
  remembered: 'Guardamos tus datos en este dispositivo para que no tengas que escribirlos de nuevo.',
  required: {
    name: 'Nombre es requerido',
    lastName: 'Apellido es requerido',
    email: 'Email es requerido',
    emailInvalid: 'Email no tiene un formato válido',
    message: 'Mensaje es requerido',
    accept: 'Debes aceptar los terminos y condiciones',
  },
  /** Under the disabled send button: what is still missing ("Falta: nombre y mensaje."). */
  missing: (items: string) => `Falta: ${items}.`,
  missingFields: {
    name: 'nombre',
    last_name: 'apellido',
    email: 'correo electrónico válido',
    movil: 'teléfono válido para el país elegido',
    message: 'mensaje',
    accept: 'aceptar los términos y condiciones',
  },
  channelsTitle: 'Otros canales',
  whatsapp: 'WhatsApp',
  whatsappText: 'Escríbenos de lunes a viernes, de 8:00 a 18:00 (hora de Ecuador).',
  emailChannel: 'Correo',
  hoursTitle: 'Horario de atención',
  hours: 'Lunes a viernes, 8:00 a 18:00 (hora de Ecuador, GMT-5).',
  faqTitle: 'Antes de escribir, quizá te sirva',
  faq: [
    {
      q: '¿Cómo accedo a un curso que compré?',
      a: 'Inicia sesión con el email de tu compra y entra a «Mis cursos». Si no lo ves, escríbenos con el número de tu pedido.',
    },
    {
      q: '¿Emiten factura?',
      a: 'Sí. Tus compras aparecen en «Facturación» dentro de tu cuenta; si necesitas datos de facturación distintos, indícalos en tu mensaje.',
    },
    {
      q: '¿Cuándo recibo mi certificado?',
      a: 'Al completar el porcentaje de avance que indica cada curso (75 % en el Curso de Telemedicina), el certificado se habilita en tu cuenta.',
    },
  ],
} as const;
