// The questions' form rules, the contract's own (trimmed, required, bounded), imported by the forms
// on first use (lib/lazy-zod-resolver.ts): the player loads without building zod schemas.
import { newAnswerRequestSchema, newQuestionRequestSchema } from '@campus/contract/questions';
import * as z from 'zod';

export const questionTextForm = z.object({ text: newQuestionRequestSchema.shape.question });
export const answerTextForm = z.object({ text: newAnswerRequestSchema.shape.answers });
