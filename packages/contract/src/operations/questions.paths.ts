// Where each questions operation lives (spec §7: v1 POSTs, v2 PUT/DELETE). No zod here: the web's
// client imports this file at load; the schemas stay in ./questions.ts.
export const questionsPaths = {
  list: { method: 'POST', path: '/api/v1/students/questions/getQuestions' },
  ask: { method: 'POST', path: '/api/v1/students/questions/newQuestion' },
  removeQuestionV1: { method: 'POST', path: '/api/v1/students/questions/deleteQuestion' },
  updateQuestion: { method: 'PUT', path: '/api/v2/updateQuestion' },
  removeQuestion: { method: 'DELETE', path: '/api/v2/deleteQuestion/:id' },
  answer: { method: 'POST', path: '/api/v1/students/answers/newAnswers' },
  removeAnswerV1: { method: 'POST', path: '/api/v1/students/answers/deleteAnswers' },
  removeAnswer: { method: 'DELETE', path: '/api/v2/deleteAnswers/:id' },
} as const;
