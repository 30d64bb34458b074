// Where each questions operation lives: one module per operation (./questions/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./questions.ts.

import { address as answer } from './questions/answer.ts';
import { address as ask } from './questions/ask.ts';
import { address as list } from './questions/list.ts';
import { address as removeAnswer } from './questions/removeAnswer.ts';
import { address as removeAnswerV1 } from './questions/removeAnswerV1.ts';
import { address as removeQuestion } from './questions/removeQuestion.ts';
import { address as removeQuestionV1 } from './questions/removeQuestionV1.ts';
import { address as updateQuestion } from './questions/updateQuestion.ts';

/** Every questions operation's address, for the contract's router. */
export const questionsPaths = {
  list,
  ask,
  removeQuestionV1,
  updateQuestion,
  removeQuestion,
  answer,
  removeAnswerV1,
  removeAnswer,
} as const;
