import type { notesOperations } from '@campus/contract/operations/notes';
import { notesPaths } from '@campus/contract/operations/notes.paths';
import { operationsClient } from '../../../lib/api-client.ts';

/** The notes operations of the contract (spec §7 v2/notes). */
export const notesApi = operationsClient<typeof notesOperations>(notesPaths);
