import type { certificatesOperations } from '@campus/contract/operations/certificates';
import { certificatesPaths } from '@campus/contract/operations/certificates.paths';
import { operationsClient } from '../../../lib/api-client.ts';

/** The certificates operations of the contract: status, issue, PDF, public verification. */
export const certificatesApi = operationsClient<typeof certificatesOperations>(certificatesPaths);
