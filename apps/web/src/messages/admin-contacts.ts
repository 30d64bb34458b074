/** Strings of the operator area's messages section (lazy only, like messages/admin.ts). */
export const adminContactMessages = {
  nav: 'Mensajes',
  title: 'Mensajes y preguntas',
  intro: 'Mensajes de los formularios de contacto y preguntas de soporte, del más reciente al más antiguo.',
  searchLabel: 'Buscar por correo, nombre o texto',
  tag: 'Formulario',
  allForms: 'Todos',
  forms: {
    contact_form: 'Contacto',
    addBook: 'Preguntas de la guía',
    contact_lead: 'Contacto de landing',
  } as Record<string, string>,
  date: 'Fecha',
  from: 'De',
  subject: 'Asunto',
  message: 'Mensaje',
  none: '—',
} as const;
