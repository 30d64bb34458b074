import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { marketingSettings, projects, testimonialVideos } from '../../db/schema.ts';

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

export type MarketingSettingsRow = typeof marketingSettings.$inferSelect;
export type TestimonialVideoRow = typeof testimonialVideos.$inferSelect;

export async function findMarketingSettings(
  db: Executor,
  projectId: number,
): Promise<MarketingSettingsRow | null> {
  const [row] = await db.select().from(marketingSettings).where(eq(marketingSettings.projectId, projectId));
  return row ?? null;
}

/** The project's testimonial videos in gallery order. */
export function listTestimonialVideos(db: Executor, projectId: number): Promise<TestimonialVideoRow[]> {
  return db
    .select()
    .from(testimonialVideos)
    .where(eq(testimonialVideos.projectId, projectId))
    .orderBy(asc(testimonialVideos.number));
}
