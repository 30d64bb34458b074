import type { leadsOperations } from '@campus/contract/operations/leads';
import { leadsPaths } from '@campus/contract/operations/leads.paths';
import { operationsClient } from './api-client.ts';

/** The leads operations of the contract: landing sign-ups, guide and contact messages, events. */
export const leadsApi = operationsClient<typeof leadsOperations>(leadsPaths);
