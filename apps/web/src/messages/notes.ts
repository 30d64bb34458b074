/** Strings of the course player's private notes (lazy: kept out of es.ts, the public bundle's). */
export const notesMessages = {
  title: 'Mis notas',
  intro: 'Solo usted ve sus notas. Fíjelas en un minuto del video para volver a ese punto.',
  newLabel: 'Nueva nota',
  /**
   * `max` formatted by the caller, on render: formatting a number when this module loaded made the
   * browser load the locale's data (~60 ms of a phone's CPU at 4×) inside the player's panels' one
   * long task.
   */
  hint: (max: string) => `Hasta ${max} caracteres.`,
  pin: (time: string) => `Fijar en el video en ${time}`,
  pinHint: 'El minuto se toma cuando empieza a escribir.',
  save: 'Guardar nota',
  saving: 'Guardando…',
  saved: 'Nota guardada.',
  loading: 'Cargando sus notas…',
  loadError: 'No pudimos cargar sus notas. Revise su conexión e intente nuevamente.',
  empty: 'Aún no tiene notas en este curso.',
  jumpTo: (spoken: string) => `Ir al video en el ${spoken}`,
  inOtherLesson: (name: string) => `En la clase «${name}»`,
  openLesson: (name: string, time: string | null) =>
    time ? `Abrir la clase «${name}» (nota en ${time})` : `Abrir la clase «${name}»`,
  courseNote: 'Nota del curso',
  edit: 'Editar',
  editNote: 'Editar nota',
  editLabel: 'Texto de la nota',
  update: 'Guardar cambios',
  updated: 'Nota actualizada.',
  cancel: 'Cancelar',
  delete: 'Eliminar nota',
  confirmDelete: '¿Eliminar esta nota?',
  confirm: 'Sí, eliminar',
  deleted: 'Nota eliminada.',
  retry: 'Reintentar',
  genericError: 'Ocurrió un error inesperado. Intente nuevamente.',
} as const;
