import type { authOperations } from '@campus/contract/operations/auth';
import { authPaths } from '@campus/contract/operations/auth.paths';
import { operationsClient } from '../../../lib/api-client.ts';

/** The auth operations of the contract: register, login, logout, password reset, legal texts. */
export const authApi = operationsClient<typeof authOperations>(authPaths);
