import type { catalogueOperations } from '@campus/contract/operations/catalogue';
import { cataloguePaths } from '@campus/contract/operations/catalogue.paths';
import { operationsClient } from './api-client.ts';

/** The catalogue operations of the contract (spec §7, public: a client token is enough). */
export const catalogueApi = operationsClient<typeof catalogueOperations>(cataloguePaths);
