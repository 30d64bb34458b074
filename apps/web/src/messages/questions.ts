import { QUESTION_MESSAGES } from '@campus/contract/questions-rules';

/**
 * Strings of the course player's questions and answers (lazy: kept out of es.ts, the public
 * bundle's). Server messages of spec §8 come from the contract, in the spec's wording.
 */
export const questionsMessages = {
  title: 'Preguntas y respuestas',
  intro: 'Pregunte sus dudas del curso; sus compañeros y docentes pueden responderlas.',
  askLabel: 'Su pregunta',
  /** `max` formatted by the caller, on render (see notes.ts' `hint`). */
  askHint: (max: string) => `Hasta ${max} caracteres. Sus compañeros verán su nombre.`,
  ask: 'Publicar pregunta',
  asking: 'Publicando…',
  asked: 'Pregunta publicada.',
  loading: 'Cargando las preguntas…',
  loadError: 'No pudimos cargar las preguntas. Revise su conexión e intente nuevamente.',
  emptyTitle: 'Aún no hay preguntas en este curso',
  emptyText: 'Sea el primero en preguntar: su duda puede ser la de muchos.',
  count: (n: number) => (n === 1 ? '1 pregunta' : `${n} preguntas`),
  answersCount: (n: number) => (n === 0 ? 'Sin respuestas' : n === 1 ? '1 respuesta' : `${n} respuestas`),
  questionBy: (name: string) => `Pregunta de ${name}`,
  you: 'usted',
  edited: 'editada',
  askedOn: (date: string) => `el ${date}`,
  reply: 'Responder',
  replyTo: (name: string) => `Responder la pregunta de ${name}`,
  answerLabel: 'Su respuesta',
  answer: 'Publicar respuesta',
  answering: 'Publicando…',
  answered: 'Respuesta publicada.',
  cancel: 'Cancelar',
  edit: 'Editar',
  editQuestion: 'Editar su pregunta',
  editLabel: 'Texto de la pregunta',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  saved: 'Pregunta actualizada.',
  deleteQuestion: 'Eliminar su pregunta',
  deleteAnswer: 'Eliminar su respuesta',
  confirmDeleteQuestion: '¿Eliminar esta pregunta?',
  confirmDeleteAnswer: '¿Eliminar esta respuesta?',
  confirm: 'Sí, eliminar',
  deleting: 'Eliminando…',
  questionDeleted: 'Pregunta eliminada.',
  answerDeleted: 'Respuesta eliminada.',
  /** Spec §8's wording. */
  hasAnswers: QUESTION_MESSAGES.questionHasAnswers,
  /** Spec §8's wording. */
  actionFailed: QUESTION_MESSAGES.actionFailed,
  genericError: 'Ocurrió un error inesperado. Intente nuevamente.',
} as const;
