import type { mentoringOperations } from '@campus/contract/operations/mentoring';
import { mentoringPaths } from '@campus/contract/operations/mentoring.paths';
import { operationsClient } from '../../../lib/api-client.ts';

/** The mentoring operations of the contract (spec §7 v2 mentory). */
export const mentoringApi = operationsClient<typeof mentoringOperations>(mentoringPaths);
