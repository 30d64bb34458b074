// The demo seed on a fresh embedded database: counts, business rules of spec §1–§3 and §9, and
// that every /media path it stores exists on disk. PGlite only: this is a data test.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PLAYABLE_RESOURCE_TYPES, PREVIEWABLE_RESOURCE_TYPES, PROJECT_ID } from '@campus/contract';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteImage } from '../../../test/databases.ts';
import { loadConfig } from '../../config.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { MEDIA_DIR } from '../../lib/paths.ts';
import { bootstrap } from '../bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import {
  categories,
  courseCategories,
  courses,
  enrolments,
  legalDocuments,
  lessons,
  modules,
  resources,
  specialists,
  users,
} from '../schema.ts';
import { DEMO_CLASSMATES } from './classmates.ts';
import { TELEMEDICINE_COURSE_NAME, WORKSHOP_COURSE_NAME } from './courses-data.ts';
import { seedDemoIfEmpty } from './index.ts';

type Row = {
  course: typeof courses.$inferSelect;
  module: typeof modules.$inferSelect;
  lesson: typeof lessons.$inferSelect;
  resource: typeof resources.$inferSelect;
};

let handle: DatabaseHandle;
let seeded: boolean;
let allCourses: (typeof courses.$inferSelect)[];
let rows: Row[];
const startedAt = new Date();

const mediaFile = (publicPath: string) => path.join(MEDIA_DIR, publicPath.replace(/^\/media\//, ''));
const byCourse = (id: number) => rows.filter((r) => r.course.id === id);
const courseNamed = (name: string) => {
  const course = allCourses.find((c) => c.name === name);
  if (!course) throw new Error(`falta el curso «${name}»`);
  return course;
};

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null, image: migratedPgliteImage() });
  await handle.migrate();
  await bootstrap(handle.db, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }));
  seeded = await seedDemoIfEmpty(handle.db);
  allCourses = await handle.db.select().from(courses);
  rows = await handle.db
    .select({ course: courses, module: modules, lesson: lessons, resource: resources })
    .from(resources)
    .innerJoin(lessons, eq(resources.lessonId, lessons.id))
    .innerJoin(modules, eq(lessons.moduleId, modules.id))
    .innerJoin(courses, eq(modules.courseId, courses.id))
    .orderBy(courses.id, modules.position, lessons.position, resources.position);
});

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoIfEmpty', () => {
  // How long seeding takes is a benchmark (first start), not a test: a busy machine would fail it.
  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('creates the legal document of project 4', async () => {
    const [doc] = await handle.db.select().from(legalDocuments);
    expect(doc).toMatchObject({
      id: 1,
      projectId: PROJECT_ID,
      title: 'Términos y condiciones y política de privacidad',
    });
    const words = doc!.body.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1500);
    expect(doc!.body).toContain('Ley Orgánica de Protección de Datos Personales');
  });

  it('creates at least 10 ordered categories of project 4 and 3 specialists with social links', async () => {
    const cats = await handle.db.select().from(categories).orderBy(categories.position);
    expect(cats.length).toBeGreaterThanOrEqual(10);
    expect(cats.map((c) => c.position)).toEqual(cats.map((_, i) => i + 1));
    expect(cats.every((c) => c.projectId === PROJECT_ID && c.typeId === 2)).toBe(true);
    expect(cats[0]!.name).toBe('Telemedicina');

    const people = await handle.db.select().from(specialists);
    expect(people.length).toBeGreaterThanOrEqual(3);
    for (const s of people) {
      expect(s.facebook).toMatch(/^https:\/\/www\.facebook\.com\/\S+$/);
      expect(s.instagram).toMatch(/^https:\/\/www\.instagram\.com\/\S+$/);
      expect(s.pinterest).toMatch(/^https:\/\/www\.pinterest\.com\/\S+$/);
      expect(s.description.length).toBeGreaterThan(80);
    }
  });

  it('publishes at least 24 courses in the past, keeps drafts, and fills every card field', () => {
    const published = allCourses.filter((c) => c.publishedAt);
    const drafts = allCourses.filter((c) => !c.publishedAt);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(2);
    for (const c of published) expect(c.publishedAt!.getTime()).toBeLessThan(startedAt.getTime());
    const years = new Set(published.map((c) => c.publishedAt!.getUTCFullYear()));
    expect([...years].sort()).toEqual([2024, 2025, 2026]);
    for (const c of allCourses) {
      expect(c.projectId).toBe(PROJECT_ID);
      expect(c.specialistId).not.toBeNull();
      expect(c.description.length).toBeGreaterThan(40);
      expect(c.description.length).toBeLessThanOrEqual(200);
      const paragraphs = c.about.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(c.free).toBe(c.price === '0.00');
    }
  });

  it('has free, featured, mentoring and external-checkout courses', () => {
    const published = allCourses.filter((c) => c.publishedAt);
    expect(published.filter((c) => c.free).length).toBeGreaterThanOrEqual(4);
    expect(published.filter((c) => c.featured).length).toBeGreaterThanOrEqual(3);
    expect(published.some((c) => c.days === 30)).toBe(true);
    expect(published.some((c) => c.externalCheckoutUrl === '/checkout/20/preventa-libro')).toBe(true);
    expect(published.some((c) => c.name === '10 obstáculos al iniciar la telemedicina' && c.free)).toBe(true);
    expect(published.some((c) => c.name === 'Telemedicina en diabetes' && c.free)).toBe(true);
  });

  it('puts every course in one or two categories', async () => {
    const links = await handle.db
      .select({ courseId: courseCategories.courseId, n: count() })
      .from(courseCategories)
      .groupBy(courseCategories.courseId);
    expect(links).toHaveLength(allCourses.length);
    expect(links.every((l) => l.n >= 1 && l.n <= 2)).toBe(true);
    expect(links.some((l) => l.n === 2)).toBe(true);
  });

  it('builds the telemedicine course of spec §9: 247.00, 19 videos, 16 readings, 3 live sessions', () => {
    const course = courseNamed(TELEMEDICINE_COURSE_NAME);
    expect(course).toMatchObject({ price: '247.00', free: false, featured: true, certificate: true });
    expect(course.about).toContain('75 %');
    const items = byCourse(course.id);
    expect(items.filter((r) => PLAYABLE_RESOURCE_TYPES.includes(r.resource.type))).toHaveLength(19);
    expect(items.filter((r) => r.resource.type === 3)).toHaveLength(16);

    const future = new Map<number, Row>();
    for (const r of items) if (r.lesson.startsAt && r.lesson.startsAt > startedAt) future.set(r.lesson.id, r);
    const live = [...future.values()];
    expect(live).toHaveLength(3);
    const days = live
      .map((r) => (r.lesson.startsAt!.getTime() - startedAt.getTime()) / 86_400_000)
      .sort((a, b) => a - b);
    expect(days[0]).toBeGreaterThanOrEqual(7);
    expect(days[0]).toBeLessThan(8.1);
    expect(days[1]).toBeGreaterThanOrEqual(14);
    expect(days[1]).toBeLessThan(15.1);
    expect(days[2]).toBeGreaterThanOrEqual(30);
    expect(days[2]).toBeLessThan(31.1);
    for (const r of live) {
      const own = items.filter((i) => i.lesson.id === r.lesson.id);
      expect(own.some((i) => i.resource.type === 4 && /^\/[\w/-]*$/.test(i.resource.url ?? ''))).toBe(true);
    }
  });

  it('builds the 3-day workshop at 137.00', () => {
    const course = courseNamed(WORKSHOP_COURSE_NAME);
    expect(course).toMatchObject({ price: '137.00', free: false, featured: true });
    const names = [...new Set(byCourse(course.id).map((r) => r.module.name))];
    expect(names).toHaveLength(3);
    expect(names.map((n) => n.slice(0, 5))).toEqual(['Día 1', 'Día 2', 'Día 3']);
  });

  it('gives every published course 2–5 modules of 1–4 lessons of 1–3 resources, positions from 1', async () => {
    const allModules = await handle.db.select().from(modules);
    const allLessons = await handle.db.select().from(lessons);
    for (const c of allCourses.filter((x) => x.publishedAt)) {
      const mods = allModules.filter((m) => m.courseId === c.id).sort((a, b) => a.position - b.position);
      expect(mods.length, c.name).toBeGreaterThanOrEqual(2);
      expect(mods.length, c.name).toBeLessThanOrEqual(5);
      expect(mods.map((m) => m.position)).toEqual(mods.map((_, i) => i + 1));
      for (const m of mods) {
        const ls = allLessons.filter((l) => l.moduleId === m.id).sort((a, b) => a.position - b.position);
        expect(ls.length, m.name).toBeGreaterThanOrEqual(1);
        expect(ls.length, m.name).toBeLessThanOrEqual(4);
        expect(ls.map((l) => l.position)).toEqual(ls.map((_, i) => i + 1));
        for (const l of ls) {
          const rs = rows.filter((r) => r.lesson.id === l.id).map((r) => r.resource.position);
          expect(rs.length, l.name).toBeGreaterThanOrEqual(1);
          expect(rs.length, l.name).toBeLessThanOrEqual(3);
          expect(rs).toEqual(rs.map((_, i) => i + 1));
        }
      }
    }
  });

  it('uses every resource type with well-formed ids, urls and durations', () => {
    const types = new Set(rows.map((r) => r.resource.type));
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const { resource: r } of rows) {
      if (r.type === 1) expect(r.videoId).toMatch(/^\d{6,10}$/);
      else if (r.type === 6) expect(r.videoId).toMatch(/^[\w-]{11}$/);
      else expect(r.url).toMatch(/^\/[\w/.-]+$/);
      if (PLAYABLE_RESOURCE_TYPES.includes(r.type)) expect(r.durationSeconds).toBeGreaterThan(0);
      else expect(r.durationSeconds).toBeNull();
    }
  });

  it('previews the first released Vimeo/YouTube class of every paid course; free courses are all free', () => {
    for (const c of allCourses) {
      const items = byCourse(c.id);
      if (c.free) {
        expect(items.every((r) => r.resource.free)).toBe(true);
        continue;
      }
      const open = items.filter((r) => r.resource.free);
      expect(open, c.name).toHaveLength(1);
      expect(items.some((r) => !r.resource.free)).toBe(true);
      const released = (r: Row) => !r.lesson.startsAt || r.lesson.startsAt <= startedAt;
      // Spec §2: the public detail opens only types 1 and 6; a course without one (the book
      // pre-sale) offers its first video, a media file the course player plays.
      const expected =
        items.find((r) => released(r) && PREVIEWABLE_RESOURCE_TYPES.includes(r.resource.type)) ??
        items.find(
          (r) => r.lesson.id === items[0]!.lesson.id && PLAYABLE_RESOURCE_TYPES.includes(r.resource.type),
        );
      expect(open[0]!.resource.id, c.name).toBe(expected?.resource.id);
    }
    const previews = rows.filter((r) => !r.course.free && r.resource.free);
    const types = previews.map((r) => r.resource.type);
    expect(types.filter((t) => PREVIEWABLE_RESOURCE_TYPES.includes(t)).length).toBeGreaterThan(
      types.length / 2,
    );
    expect(types).toContain(1);
    expect(types).toContain(6);
    // Every preview is released, so the public detail sends its video id.
    expect(previews.every((r) => !r.lesson.startsAt || r.lesson.startsAt <= startedAt)).toBe(true);
    expect(
      rows.some(
        (r) => r.course.name === TELEMEDICINE_COURSE_NAME && r.resource.free && r.resource.type === 1,
      ),
    ).toBe(true);
  });

  it('has lessons not yet released outside the telemedicine course too', () => {
    const later = rows.filter((r) => r.lesson.startsAt && r.lesson.startsAt > startedAt);
    expect(new Set(later.map((r) => r.course.id)).size).toBeGreaterThanOrEqual(2);
  });

  it('points only at media files that exist on disk', async () => {
    const cats = await handle.db.select({ image: categories.image }).from(categories);
    const people = await handle.db.select({ image: specialists.image }).from(specialists);
    const paths = [
      ...cats.map((c) => c.image),
      ...people.map((p) => p.image ?? ''),
      ...allCourses.map((c) => c.image),
      ...rows.map((r) => r.resource.url ?? '').filter((u) => u.startsWith('/media/')),
      '/media/hero/hero-1.webp',
      '/media/hero/hero-2.webp',
      '/media/hero/hero-1-mobile.webp',
      '/media/hero/hero-2-mobile.webp',
      '/media/og-default.jpg',
      '/media/video/demo-clase.webp',
    ];
    const missing = [...new Set(paths)].filter((p) => !p.startsWith('/media/') || !existsSync(mediaFile(p)));
    expect(missing).toEqual([]);
    expect(rows.some((r) => r.resource.url === '/media/video/demo-clase.mp4')).toBe(true);
  });

  it('plays distinct demo lessons, each with its poster and Spanish captions beside it', () => {
    const videos = new Set(rows.filter((r) => r.resource.type === 2).map((r) => r.resource.url!));
    expect(videos.size).toBeGreaterThanOrEqual(3);
    for (const url of videos) {
      for (const ext of ['.webp', '.vtt'])
        expect(existsSync(mediaFile(url.replace(/\.mp4$/, ext))), `${url} ${ext}`).toBe(true);
    }
    // The welcome class opens the courses; the diabetes courses play the diabetes class.
    const diabetes = rows.filter(
      (r) =>
        r.resource.type === 2 &&
        /diabetes/i.test(r.course.name) &&
        !/^(bienvenida|presentación)/i.test(r.lesson.name),
    );
    expect(diabetes.length).toBeGreaterThan(0);
    for (const r of diabetes) expect(r.resource.url).toBe('/media/video/demo-diabetes.mp4');
  });

  it('gives each course the certificate kind its texts promise', () => {
    const workshop = allCourses.find((c) => c.name === WORKSHOP_COURSE_NAME)!;
    expect(workshop.about).toContain('certificado de participación');
    expect(workshop.certificateKind).toBe('participacion');
    for (const c of allCourses) {
      const promise = `${c.description} ${c.about}`;
      if (/certificado (digital )?de aprobación/i.test(promise))
        expect(c.certificateKind, c.name).toBe('aprobacion');
      if (/certificado (digital )?de participación/i.test(promise))
        expect(c.certificateKind, c.name).toBe('participacion');
    }
    expect(allCourses.find((c) => c.name === TELEMEDICINE_COURSE_NAME)!.certificateKind).toBe('aprobacion');
  });

  it('enrols demo classmates in published courses only, featured ones most, none able to log in', async () => {
    const classmates = await handle.db
      .select()
      .from(users)
      .where(like(users.email, '%@demo.campussalud.local'));
    expect(classmates).toHaveLength(DEMO_CLASSMATES);
    expect(new Set(classmates.map((u) => u.passwordHash)).size).toBe(1);
    expect(await verifyPassword(classmates[0]!.passwordHash, 'Demo-Salud-2026')).toBe(false);

    const taken = await handle.db.select().from(enrolments);
    const perCourse = new Map<number, number>();
    for (const e of taken) perCourse.set(e.courseId, (perCourse.get(e.courseId) ?? 0) + 1);
    const published = allCourses.filter((c) => c.publishedAt !== null);
    for (const id of perCourse.keys()) expect(published.map((c) => c.id)).toContain(id);
    const mean = (list: typeof published) =>
      list.reduce((sum, c) => sum + (perCourse.get(c.id) ?? 0), 0) / Math.max(1, list.length);
    expect(mean(published.filter((c) => c.featured))).toBeGreaterThan(
      mean(published.filter((c) => !c.featured)),
    );
    expect(published.filter((c) => (perCourse.get(c.id) ?? 0) > 0).length).toBeGreaterThan(
      published.length / 2,
    );
  });

  it('does nothing the second time', async () => {
    const before = await handle.db.select({ n: count() }).from(resources);
    expect(await seedDemoIfEmpty(handle.db)).toBe(false);
    const [c] = await handle.db.select({ n: count() }).from(courses);
    const after = await handle.db.select({ n: count() }).from(resources);
    expect(c!.n).toBe(allCourses.length);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
