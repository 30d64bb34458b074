import type { bookOperations } from '@campus/contract/operations/book';
import { bookPaths } from '@campus/contract/operations/book.paths';
import { operationsClient } from '../../../lib/api-client.ts';

/** The book pre-sale operations of the contract: offer, checkout, order. */
export const bookApi = operationsClient<typeof bookOperations>(bookPaths);
