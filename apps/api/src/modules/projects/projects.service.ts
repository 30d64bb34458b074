import type { Project } from '@campus/contract';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { findProject, listProjects } from './projects.repository.ts';

export async function getProject(db: Database, id: number): Promise<Project> {
  const project = await findProject(db, id);
  if (!project) throw new NotFound('Proyecto no encontrado.');
  return project;
}

/** Projects exist before anything else; modules call this to answer 404 for an unknown proyect_id. */
export const assertProjectExists = getProject;

export function getProjects(db: Database): Promise<Project[]> {
  return listProjects(db);
}
