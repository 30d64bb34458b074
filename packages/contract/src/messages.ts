/**
 * Server-side messages a client may show. Strings quoted in the spec keep its wording with correct
 * orthography (accents, opening ¡ and ¿) in the usted register; clients branch on `code`, not words.
 */
export const MESSAGES = {
  validation: 'Los datos enviados no son válidos.',
  malformedJson: 'El cuerpo de la petición no es un JSON válido.',
  unauthenticated: 'No autenticado. Inicie sesión o solicite un token de acceso.',
  invalidClient: 'Credenciales de cliente inválidas.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  /** Spec §6/§8 ('Su usuario no tiene permisos necesarios!'), with its opening ¡. */
  noPermission: '¡Su usuario no tiene permisos necesarios!',
  notFound: 'Recurso no encontrado.',
  routeNotFound: 'Ruta no encontrada.',
  badUrl: 'La dirección solicitada no es válida.',
  tooManyRequests: 'Demasiadas solicitudes. Espere un momento e intente nuevamente.',
  payloadTooLarge: 'El contenido enviado es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no soportado.',
  internal: 'Ocurrió un error inesperado. Intente nuevamente en unos minutos.',
  /** 503: the database is down or too slow; Retry-After says when to try again. */
  serviceUnavailable: 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
  loginFailed: '¡Usuario o contraseña incorrectos!',
  emailNotRegistered: '¡Email no registrado!',
  captchaFailed: 'Por favor, verifique que no es un robot',
  courseAlreadyOwned: 'Ya se encuentra registrado en este curso.',
  questionHasAnswers: 'Acción fallida… La pregunta posee respuestas asociadas',
  actionFailed: 'Acción fallida…',
  notEnrolled: 'Debe estar inscrito en este curso para acceder a este contenido.',
} as const;
