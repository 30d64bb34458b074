import type { accountsOperations } from '@campus/contract/operations/accounts';
import { accountsPaths } from '@campus/contract/operations/accounts.paths';
import { operationsClient } from './api-client.ts';

/** The student's own account operations of the contract: profile, photo, orders, courses. */
export const accountsApi = operationsClient<typeof accountsOperations>(accountsPaths);
