/**
 * Strings of the contact dialog and page (lazy, kept out of es.ts; the home's button that opens the
 * dialog keeps its label there).
 */
export const contactMessages = {
  title: 'Contáctenos',
  intro: 'Cuéntenos qué necesita y le respondemos en menos de 24 horas hábiles.',
  pageTitle: 'Estamos para ayudarte',
  pageIntro:
    '¿Dudas sobre un curso, su inscripción, un pago o su certificado? Escríbanos y una persona de nuestro equipo académico le responderá en menos de 24 horas hábiles.',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Email',
  phone: 'Teléfono (opcional)',
  message: 'Mensaje',
  messagePlaceholder: '¿En qué le podemos ayudar?',
  accept: 'Acepto términos y condiciones',
  send: 'Enviar mensaje',
  sending: 'Enviando…',
  sent: 'Mensaje enviado',
  error: 'No pudimos enviar su mensaje. Revise su conexión e intente nuevamente.',
  remembered: 'Guardamos sus datos en este dispositivo para que no tenga que escribirlos de nuevo.',
  required: {
    name: 'Nombre es requerido',
    lastName: 'Apellido es requerido',
    email: 'Email es requerido',
    emailInvalid: 'Email no tiene un formato válido',
    message: 'Mensaje es requerido',
    accept: 'Debe aceptar los términos y condiciones',
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
  whatsappText: 'Escríbanos de lunes a viernes, de 8:00 a 18:00 (hora de Ecuador).',
  emailChannel: 'Correo',
  hoursTitle: 'Horario de atención',
  hours: 'Lunes a viernes, 8:00 a 18:00 (hora de Ecuador, GMT-5).',
  faqTitle: 'Antes de escribir, quizá le sirva',
  faq: [
    {
      q: '¿Cómo accedo a un curso que compré?',
      a: 'Inicie sesión con el email de su compra y entre a «Mis cursos». Si no lo ve, escríbanos con el número de su pedido.',
    },
    {
      q: '¿Emiten factura?',
      a: 'Sí. Sus compras aparecen en «Facturación» dentro de su cuenta; si necesita datos de facturación distintos, indíquelos en su mensaje.',
    },
    {
      q: '¿Cuándo recibo mi certificado?',
      a: 'Al completar el porcentaje de avance que indica cada curso (75 % en el Curso de Telemedicina), el certificado se habilita en su cuenta.',
    },
  ],
} as const;
