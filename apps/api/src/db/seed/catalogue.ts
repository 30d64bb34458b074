// Inserts the demo catalogue of courses-data.ts in a handful of batch inserts (one per table).
import { PLAYABLE_RESOURCE_TYPES, PREVIEWABLE_RESOURCE_TYPES, PROJECT_ID } from '@campus/contract';
import type { Database } from '../client.ts';
import {
  categories,
  courseCategories,
  courses,
  lessons,
  modules,
  resources,
  specialists,
} from '../schema.ts';
import {
  CATEGORIES,
  COURSES,
  type CourseData,
  categoryImage,
  courseImage,
  SPECIALISTS,
  type SpecialistKey,
  specialistImage,
} from './courses-data.ts';

const DAY_MS = 86_400_000;

/**
 * Release instant of a lesson `days` after `now`: 19:00 in Ecuador (00:00 UTC of the next day),
 * the usual time of the live sessions. Always later than `now + days`.
 */
export function releaseDate(now: Date, days: number): Date {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setUTCHours(24, 0, 0, 0);
  return at;
}

/** Where a paid course's free preview sits: module, lesson and resource indexes. */
type PreviewAt = { readonly module: number; readonly lesson: number; readonly resource: number };

/**
 * The resource a paid course offers as its free preview. The public detail plays only Vimeo and
 * YouTube classes (types 1 and 6, spec §2), so it is the first of those in a lesson released at
 * seeding, in outline order. A course without one offers the first video of its first lesson (a
 * media file: open padlock, played only in the course player).
 */
function previewOf(course: CourseData): PreviewAt {
  for (const [mi, mod] of course.modules.entries())
    for (const [li, lesson] of mod.lessons.entries()) {
      if (lesson.releaseInDays !== undefined) continue;
      const ri = lesson.resources.findIndex((r) => PREVIEWABLE_RESOURCE_TYPES.includes(r.type));
      if (ri >= 0) return { module: mi, lesson: li, resource: ri };
    }
  const first = course.modules[0]?.lessons[0];
  const ri = first?.resources.findIndex((r) => PLAYABLE_RESOURCE_TYPES.includes(r.type)) ?? -1;
  if (ri < 0) throw new Error(`Seed: «${course.name}» no tiene un video de muestra`);
  return { module: 0, lesson: 0, resource: ri };
}

export async function seedCatalogue(db: Database, now: Date = new Date()): Promise<void> {
  const categoryRows = await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        projectId: PROJECT_ID,
        name: c.name,
        image: categoryImage(c),
        position: i + 1,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(categoryRows.map((r) => [r.name, r.id]));

  const specialistKeys = Object.keys(SPECIALISTS) as SpecialistKey[];
  const specialistRows = await db
    .insert(specialists)
    .values(specialistKeys.map((k) => ({ ...SPECIALISTS[k], image: specialistImage(SPECIALISTS[k]) })))
    .returning({ id: specialists.id, name: specialists.name, lastname: specialists.lastname });
  const specialistId = new Map(
    specialistKeys.map((k) => {
      const s = SPECIALISTS[k];
      const row = specialistRows.find((r) => r.name === s.name && r.lastname === s.lastname);
      return [k, row!.id] as const;
    }),
  );

  const courseRows = await db
    .insert(courses)
    .values(
      COURSES.map((c) => ({
        projectId: PROJECT_ID,
        specialistId: specialistId.get(c.specialist)!,
        name: c.name,
        description: c.description,
        about: c.about,
        image: courseImage(c),
        price: c.free ? '0.00' : c.price,
        free: c.free,
        featured: c.featured,
        certificate: c.certificate,
        certificateKind: c.certificateKind ?? 'participacion',
        days: c.days ?? null,
        publishedAt: c.publishedAt ? new Date(c.publishedAt) : null,
        externalCheckoutUrl: c.externalCheckoutUrl ?? null,
      })),
    )
    .returning({ id: courses.id, name: courses.name });
  const courseId = new Map(courseRows.map((r) => [r.name, r.id]));
  const idOf = (c: CourseData) => courseId.get(c.name)!;

  await db
    .insert(courseCategories)
    .values(
      COURSES.flatMap((c) =>
        c.categories.map((name) => ({ courseId: idOf(c), categoryId: categoryId.get(name)! })),
      ),
    );

  const moduleRows = await db
    .insert(modules)
    .values(
      COURSES.flatMap((c) => c.modules.map((m, i) => ({ courseId: idOf(c), position: i + 1, name: m.name }))),
    )
    .returning({ id: modules.id, courseId: modules.courseId, position: modules.position });
  const moduleId = new Map(moduleRows.map((r) => [`${r.courseId}:${r.position}`, r.id]));

  // Every lesson with its module id and the course it belongs to, in course order.
  const lessonEntries = COURSES.flatMap((course) =>
    course.modules.flatMap((m, mi) =>
      m.lessons.map((lesson, li) => ({
        course,
        lesson,
        moduleIndex: mi,
        lessonIndex: li,
        moduleId: moduleId.get(`${idOf(course)}:${mi + 1}`)!,
        position: li + 1,
      })),
    ),
  );
  const lessonRows = await db
    .insert(lessons)
    .values(
      lessonEntries.map((e) => ({
        moduleId: e.moduleId,
        position: e.position,
        name: e.lesson.name,
        startsAt: e.lesson.releaseInDays === undefined ? null : releaseDate(now, e.lesson.releaseInDays),
      })),
    )
    .returning({ id: lessons.id, moduleId: lessons.moduleId, position: lessons.position });
  const lessonId = new Map(lessonRows.map((r) => [`${r.moduleId}:${r.position}`, r.id]));

  // Free courses: everything is free. Paid courses: only their preview (see previewOf).
  const preview = new Map(COURSES.filter((c) => !c.free).map((c) => [c, previewOf(c)]));
  const isPreview = (e: (typeof lessonEntries)[number], ri: number) => {
    const at = preview.get(e.course);
    return (
      at !== undefined && at.module === e.moduleIndex && at.lesson === e.lessonIndex && at.resource === ri
    );
  };
  await db.insert(resources).values(
    lessonEntries.flatMap((e) =>
      e.lesson.resources.map((r, ri) => ({
        lessonId: lessonId.get(`${e.moduleId}:${e.position}`)!,
        position: ri + 1,
        name: r.name ?? e.lesson.name,
        type: r.type,
        videoId: 'videoId' in r ? r.videoId : null,
        url: 'url' in r ? r.url : null,
        free: e.course.free || isPreview(e, ri),
        durationSeconds: 'durationSeconds' in r ? r.durationSeconds : null,
      })),
    ),
  );
}
