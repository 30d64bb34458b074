import type { questionsOperations } from '@campus/contract/operations/questions';
import { questionsPaths } from '@campus/contract/operations/questions.paths';
import { operationsClient } from '../../../lib/api-client.ts';

/** The questions operations of the contract (spec §7 student area). */
export const questionsApi = operationsClient<typeof questionsOperations>(questionsPaths);
