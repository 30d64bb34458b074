import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';

const columns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  url: projects.url,
  email: projects.email,
  phone: projects.phone,
};

export async function findProject(db: Executor, id: number) {
  const [row] = await db.select(columns).from(projects).where(eq(projects.id, id));
  return row ?? null;
}

export function listProjects(db: Executor) {
  return db.select(columns).from(projects).orderBy(asc(projects.id));
}
