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

export type MarketingSettingsWrite = Omit<typeof marketingSettings.$inferInsert, 'projectId' | 'updatedAt'>;

/** Creates or replaces the project's marketing settings row. */
export async function upsertMarketingSettings(
  db: Executor,
  projectId: number,
  values: MarketingSettingsWrite,
): Promise<MarketingSettingsRow> {
  const [row] = await db
    .insert(marketingSettings)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: marketingSettings.projectId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Replaces the project's testimonial videos with `videos`, numbered 1… in the order given. */
export async function replaceTestimonialVideos(
  db: Executor,
  projectId: number,
  videos: ReadonlyArray<{ type: number; videoId: string }>,
): Promise<void> {
  await db.delete(testimonialVideos).where(eq(testimonialVideos.projectId, projectId));
  if (videos.length === 0) return;
  await db
    .insert(testimonialVideos)
    .values(videos.map((v, i) => ({ projectId, number: i + 1, type: v.type, videoId: v.videoId })));
}

/** The settings row locked for the rest of the transaction (concurrent saves queue), or null. */
export async function lockMarketingSettings(
  db: Executor,
  projectId: number,
): Promise<MarketingSettingsRow | null> {
  const [row] = await db
    .select()
    .from(marketingSettings)
    .where(eq(marketingSettings.projectId, projectId))
    .for('update');
  return row ?? null;
}
