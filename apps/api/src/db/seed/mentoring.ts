// Demo data only: mentoring sessions and a certificate within reach.
// - The mentoring course (`days` 30) offers individual 45-minute sessions (one place each) over the
//   next ten days, at 08:00 and 19:00 Ecuador time.
// - The telemedicine course's three live sessions (spec §9: a week, two weeks and a month after
//   starting) are bookable group sessions of 90 minutes for 40 students.
// - The demo student has completed every reading, link, download and Vimeo/YouTube class of the
//   workshop (certificate course) and none of its local videos: 13 of 16, so 81 % (the certificate
//   needs 75 %), while the local demo videos stay to be watched.
// Times are instants (UTC); the page shows them in the student's zone.
import { PROJECT_ID } from '@campus/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { courses, lessons, mentoringSlots, modules, resourceProgress, resources, users } from '../schema.ts';
import { TELEMEDICINE_COURSE_NAME, WORKSHOP_COURSE_NAME } from './courses-data.ts';

export const MENTORING_COURSE_NAME = 'Mentoría en Telemedicina: 30 días de acompañamiento';
/** The course whose certificate the demo student can get (81 % completed). */
export const DEMO_CERTIFICATE_COURSE_NAME = WORKSHOP_COURSE_NAME;

const DAY_MS = 86_400_000;

/** `days` after `now`, at `hourUtc`:00 UTC (00 UTC = 19:00 in Ecuador the evening before). */
function dayAt(now: Date, days: number, hourUtc: number): Date {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setUTCHours(hourUtc, 0, 0, 0);
  return at;
}

async function courseId(db: Database, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.projectId, PROJECT_ID), eq(courses.name, name)));
  return row?.id ?? null;
}

export async function seedMentoring(
  db: Database,
  studentEmail: string,
  now: Date = new Date(),
): Promise<void> {
  const mentoring = await courseId(db, MENTORING_COURSE_NAME);
  if (mentoring) {
    const slots: Array<typeof mentoringSlots.$inferInsert> = [];
    for (let day = 1; day <= 10; day++) {
      // 13:00 UTC = 08:00 Ecuador; 00:00 UTC of the next day = 19:00 Ecuador.
      for (const [offset, hour] of [
        [day, 13],
        [day + 1, 0],
      ] as const) {
        slots.push({
          courseId: mentoring,
          title: 'Sesión individual con el mentor',
          startsAt: dayAt(now, offset, hour),
          durationMinutes: 45,
          capacity: 1,
          roomUrl: `https://meet.jit.si/campus-salud-mentoria-${day}-${hour}`,
        });
      }
    }
    await db.insert(mentoringSlots).values(slots);
  }

  const telemedicine = await courseId(db, TELEMEDICINE_COURSE_NAME);
  if (telemedicine) {
    await db.insert(mentoringSlots).values(
      [
        [7, 'Sesión en vivo 1: dudas de la primera semana'],
        [14, 'Sesión en vivo 2: casos clínicos a distancia'],
        [30, 'Sesión en vivo 3: cierre del curso y su servicio'],
      ].map(([days, title], i) => ({
        courseId: telemedicine,
        title: title as string,
        startsAt: dayAt(now, (days as number) + 1, 0),
        durationMinutes: 90,
        capacity: 40,
        roomUrl: `https://meet.jit.si/campus-salud-telemedicina-en-vivo-${i + 1}`,
      })),
    );
  }

  const workshop = await courseId(db, DEMO_CERTIFICATE_COURSE_NAME);
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, PROJECT_ID), eq(users.email, studentEmail)));
  if (!workshop || !student) return;
  const items = await db
    .select({ id: resources.id, type: resources.type, duration: resources.durationSeconds })
    .from(resources)
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, workshop))
    .orderBy(asc(modules.position), asc(lessons.position), asc(resources.position));
  const done = new Date(now.getTime() - 3 * DAY_MS);
  for (const item of items) {
    if (item.type === 2) continue; // the local videos stay to be watched
    const watched = (item.type === 1 || item.type === 6) && item.duration;
    await db
      .insert(resourceProgress)
      .values({
        userId: student.id,
        resourceId: item.id,
        ...(watched
          ? {
              watched: sql`int4multirange(int4range(0, ${item.duration}))`,
              creditedSeconds: item.duration as number,
              positionSeconds: item.duration as number,
              firstReportAt: new Date(done.getTime() - (item.duration as number) * 1000),
            }
          : { firstReportAt: done }),
        lastReportAt: done,
        completedAt: done,
      })
      .onConflictDoNothing();
  }
}
