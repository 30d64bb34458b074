/**
 * Strings of the certificate panel (player) and the public verification page, lazy only: kept out
 * of es.ts, which is in the public bundle. Server refusals arrive in Spanish from the API.
 */
export const certificateMessages = {
  panel: {
    title: 'Certificado',
    loadError: 'No pudimos consultar su certificado.',
    retry: 'Reintentar',
    progress: (percent: number, threshold: number) =>
      `Ha completado el ${percent} % del curso; el certificado se obtiene al ${threshold} %.`,
    progressLabel: 'Avance hacia el certificado',
    missing: (percent: number, threshold: number) =>
      `Le falta ${Math.max(0, threshold - percent)} % para obtenerlo.`,
    eligible: '¡Felicitaciones! Ya puede obtener su certificado.',
    get: 'Obtener mi certificado',
    issued: (date: string) => `Certificado emitido el ${date}.`,
    revoked: (date: string) =>
      `Este certificado fue revocado el ${date}. Escríbanos si cree que es un error.`,
    code: (code: string) => `Código de verificación: ${code}`,
    download: 'Descargar certificado (PDF)',
    downloading: 'Preparando el PDF…',
    verify: 'Ver la página de verificación',
    downloadError: 'No pudimos descargar el certificado. Intente nuevamente.',
  },
  dialog: {
    title: 'Confirme su nombre',
    description:
      'Así aparecerá en su certificado: sus nombres y apellidos como están en su perfil. Una vez emitido, el certificado no se puede cambiar.',
    label: 'Nombre en el certificado',
    hint: '¿Falta una tilde o un apellido?',
    editProfile: 'Corríjalo en su perfil',
    noName: 'Su perfil aún no tiene sus nombres y apellidos.',
    cancel: 'Volver',
    confirm: 'Emitir certificado',
    confirming: 'Emitiendo…',
    issued: 'Certificado emitido. Ya puede descargarlo.',
    error: 'No pudimos emitir el certificado. Intente nuevamente.',
  },
  verify: {
    title: 'Verificación de certificado',
    loading: 'Verificando…',
    valid: 'Certificado válido',
    revoked: 'Certificado revocado',
    validText: 'Este certificado fue emitido por Campus Salud y es válido.',
    revokedText: (date: string) => `Campus Salud revocó este certificado el ${date}. No es válido.`,
    notFound: 'No existe un certificado con ese código.',
    notFoundText: 'Revise que el código esté escrito igual que en el certificado.',
    error: 'No pudimos verificar el certificado. Revise su conexión e intente nuevamente.',
    retry: 'Reintentar',
    name: 'Otorgado a',
    course: 'Curso',
    hours: 'Duración',
    hoursValue: (n: number) => `${n} ${n === 1 ? 'hora' : 'horas'}`,
    issuedAt: 'Fecha de emisión',
    code: 'Código',
    home: 'Ir a Campus Salud',
  },
} as const;
