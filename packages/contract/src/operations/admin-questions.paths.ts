// Where each operator question operation lives: one module per operation
// (./admin-questions/<operation>.ts). No zod here; the schemas stay in ./admin-questions.ts.

import { address as answer } from './admin-questions/answer.ts';
import { address as get } from './admin-questions/get.ts';
import { address as list } from './admin-questions/list.ts';
import { address as remove } from './admin-questions/remove.ts';
import { address as removeAnswer } from './admin-questions/removeAnswer.ts';
import { address as updateAnswer } from './admin-questions/updateAnswer.ts';

/** Every operator question operation's address, for the contract's router. */
export const adminQuestionsPaths = { list, get, answer, updateAnswer, remove, removeAnswer } as const;
