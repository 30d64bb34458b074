/**
 * Strings of the mentoring page (/v2/mentories/:id), lazy only: kept out of es.ts, which is in the
 * public bundle. Server refusals arrive in Spanish from the API (MENTORING_MESSAGES in the contract).
 */
export const mentoringMessages = {
  title: 'Mentorías',
  heading: (course: string) => `Mentorías: ${course}`,
  loadError: 'No pudimos cargar las mentorías. Revise su conexión e intente nuevamente.',
  notEnrolled: 'Las mentorías de este curso son solo para estudiantes inscritos.',
  notFound: 'El curso no existe.',
  backToCourses: 'Volver a Mis cursos',
  days: (n: number) => `El programa de mentorías dura ${n} ${n === 1 ? 'día' : 'días'}.`,
  summary: (upcoming: number, mine: number) =>
    `${upcoming} ${upcoming === 1 ? 'sesión próxima' : 'sesiones próximas'} · ${mine} ${mine === 1 ? 'reserva suya' : 'reservas suyas'}`,
  limitNote: (max: number) =>
    max === 1
      ? 'Puede tener una mentoría reservada a la vez en este curso.'
      : `Puede tener hasta ${max} mentorías reservadas a la vez en este curso.`,
  cutoffNote: (hours: number) =>
    `Puede cancelar una reserva hasta ${hours} horas antes de la sesión; así el cupo queda para otro colega.`,
  zoneLabel: 'Ver los horarios en la zona horaria de',
  zoneBrowser: (zone: string) => `Mi dispositivo (${zone})`,
  zoneNote: (offset: string) => `Horarios en ${offset}.`,
  empty: 'No hay sesiones de mentoría programadas por ahora.',
  emptyHint: 'Vuelva pronto: publicaremos nuevas fechas aquí.',
  time: (start: string, end: string) => `${start} – ${end}`,
  duration: (minutes: number) => `${minutes} min`,
  places: (available: number, capacity: number) =>
    available === 0 ? `Completo (${capacity} cupos)` : `${available} de ${capacity} cupos libres`,
  full: 'Completo',
  book: 'Reservar',
  booking: 'Reservando…',
  booked: 'Reservado',
  cancel: 'Cancelar reserva',
  cancelling: 'Cancelando…',
  cancelClosed: (until: string) => `Ya no se puede cancelar (cerró el ${until}).`,
  cancelUntil: (until: string) => `Puede cancelar hasta el ${until}.`,
  room: 'Entrar a la sala',
  bookAria: (when: string) => `Reservar la sesión del ${when}`,
  cancelAria: (when: string) => `Cancelar la reserva de la sesión del ${when}`,
  confirmCancelTitle: '¿Cancelar la reserva?',
  confirmCancelText: (when: string) => `Liberará su cupo de la sesión del ${when}.`,
  confirmCancel: 'Sí, cancelar',
  keep: 'No, mantener',
  genericError: 'No pudimos completar la acción. Intente nuevamente.',
  panelTitle: 'Mentorías en vivo',
  panelText: (upcoming: number, mine: number) =>
    mine > 0
      ? `Tiene ${mine} ${mine === 1 ? 'mentoría reservada' : 'mentorías reservadas'}.`
      : `${upcoming} ${upcoming === 1 ? 'sesión disponible' : 'sesiones disponibles'} con cupos limitados.`,
  panelLink: 'Ver y reservar mentorías',
} as const;
