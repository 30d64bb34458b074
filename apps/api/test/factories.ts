import { PROJECT_ID } from '@campus/contract';
import type { Database } from '../src/db/client.ts';
import {
  accessTokens,
  categories,
  courseCategories,
  courses,
  enrolments,
  lessons,
  modules,
  people,
  resources,
  specialists,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { generateToken, hashToken } from '../src/lib/tokens.ts';

let sequence = 0;
const next = () => ++sequence;

/** A user with a person row and a live user token. Hashing is real (argon2id). */
export async function createUser(
  db: Database,
  overrides: { email?: string; password?: string; role?: number; firstName?: string; surnames?: string } = {},
) {
  const n = next();
  const email = overrides.email ?? `usuario${n}@ejemplo.com`;
  const password = overrides.password ?? 'Clave-Segura-123';
  const [user] = await db
    .insert(users)
    .values({
      projectId: PROJECT_ID,
      email,
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 2,
    })
    .returning();
  await db.insert(people).values({
    userId: user!.id,
    firstName: overrides.firstName ?? `Nombre${n}`,
    surnames: overrides.surnames ?? `Apellido${n}`,
  });
  const token = generateToken();
  await db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    clientId: 1,
    userId: user!.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { user: user!, email, password, token };
}

export async function createCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({
      projectId: PROJECT_ID,
      name: `Categoría ${n}`,
      position: n,
      image: `/media/categories/c${n}.webp`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createSpecialist(
  db: Database,
  overrides: Partial<typeof specialists.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(specialists)
    .values({
      name: `Ana${n}`,
      lastname: `Pérez${n}`,
      specialty: 'Medicina Interna',
      description: 'Médica internista.',
      ...overrides,
    })
    .returning();
  return row!;
}

type ResourceSpec = Partial<typeof resources.$inferInsert> & { type: number };
type LessonSpec = { name?: string; startsAt?: Date | null; resources?: ResourceSpec[] };
type ModuleSpec = { name?: string; lessons?: LessonSpec[] };

/**
 * A published course with its categories, modules, lessons and resources. By default one module,
 * one lesson, a free preview video (type 2) and a locked Vimeo video.
 */
export async function createCourse(
  db: Database,
  overrides: Partial<typeof courses.$inferInsert> & { categoryIds?: number[]; modules?: ModuleSpec[] } = {},
) {
  const n = next();
  const { categoryIds = [], modules: moduleSpecs, ...columns } = overrides;
  const [course] = await db
    .insert(courses)
    .values({
      projectId: PROJECT_ID,
      name: `Curso ${n}`,
      description: `Descripción del curso ${n}.`,
      about: `Acerca del curso ${n}.`,
      image: `/media/courses/c${n}.webp`,
      price: '49.00',
      publishedAt: new Date(Date.now() - 86_400_000),
      ...columns,
    })
    .returning();
  for (const categoryId of categoryIds)
    await db.insert(courseCategories).values({ courseId: course!.id, categoryId });

  const specs: ModuleSpec[] = moduleSpecs ?? [
    {
      lessons: [
        {
          resources: [
            { type: 2, name: 'Presentación', url: '/media/video/demo-clase.mp4', free: true },
            { type: 1, name: 'Clase 1', videoId: '76979871', free: false },
          ],
        },
      ],
    },
  ];
  const created: {
    modules: Array<typeof modules.$inferSelect>;
    lessons: Array<typeof lessons.$inferSelect>;
    resources: Array<typeof resources.$inferSelect>;
  } = {
    modules: [],
    lessons: [],
    resources: [],
  };
  for (const [mi, m] of specs.entries()) {
    const [mod] = await db
      .insert(modules)
      .values({ courseId: course!.id, position: mi + 1, name: m.name ?? `Módulo ${mi + 1}` })
      .returning();
    created.modules.push(mod!);
    for (const [li, l] of (m.lessons ?? []).entries()) {
      const [lesson] = await db
        .insert(lessons)
        .values({
          moduleId: mod!.id,
          position: li + 1,
          name: l.name ?? `Lección ${li + 1}`,
          startsAt: l.startsAt ?? null,
        })
        .returning();
      created.lessons.push(lesson!);
      for (const [ri, r] of (l.resources ?? []).entries()) {
        const [resource] = await db
          .insert(resources)
          .values({ lessonId: lesson!.id, position: ri + 1, name: `Recurso ${ri + 1}`, ...r })
          .returning();
        created.resources.push(resource!);
      }
    }
  }
  return { course: course!, ...created };
}

export async function enrol(db: Database, userId: number, courseId: number) {
  const [row] = await db.insert(enrolments).values({ userId, courseId }).returning();
  return row!;
}
