import type { learningOperations } from '@campus/contract/operations/learning';
import { learningPaths } from '@campus/contract/operations/learning.paths';
import { operationsClient } from '../../../lib/api-client.ts';

/** The learning operations of the contract (spec §7 student area: course detail, progress, player). */
export const learningApi = operationsClient<typeof learningOperations>(learningPaths);
