/** Strings of the operator area's legal documents section (lazy only, like messages/admin.ts). */
export const adminLegalMessages = {
  nav: 'Documentos legales',
  title: 'Documentos legales',
  intro:
    'Título y texto de los documentos que muestra el sitio (n.º 1: términos y condiciones del registro).',
  number: 'N.º',
  docTitle: 'Título',
  body: 'Texto',
  bodyHint: 'Texto plano; los saltos de línea se respetan.',
  updated: 'Actualizado',
  edit: (title: string) => `Editar «${title}»`,
  editing: (id: number) => `Documento n.º ${id}`,
  newDocument: 'Nuevo documento',
  newId: 'Número del documento',
  saved: 'Documento guardado. El sitio ya muestra esta versión.',
} as const;
