import type { projectsOperations } from '@campus/contract/operations/projects';
import { projectsPaths } from '@campus/contract/operations/projects.paths';
import { operationsClient } from './api-client.ts';

/** The project operations of the contract (spec §7 getProyect). */
export const projectsApi = operationsClient<typeof projectsOperations>(projectsPaths);
