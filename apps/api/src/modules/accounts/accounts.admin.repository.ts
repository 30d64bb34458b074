// The operator's reads of students: search and one student.
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { enrolments, people, users } from '../../db/schema.ts';

const STUDENT_ROLE = 2;

export type StudentRow = {
  id: number;
  email: string;
  firstName: string;
  surnames: string;
  document: string;
  mobile: string;
  createdAt: Date;
};

const columns = {
  id: users.id,
  email: users.email,
  firstName: sql<string>`coalesce(${people.firstName}, '')`,
  surnames: sql<string>`coalesce(${people.surnames}, '')`,
  document: sql<string>`coalesce(${people.document}, '')`,
  mobile: sql<string>`coalesce(${people.mobile}, '')`,
  createdAt: users.createdAt,
};

export async function listStudentsPage(
  db: Executor,
  projectId: number,
  q: string | undefined,
  page: number,
  perPage: number,
): Promise<{ rows: Array<StudentRow & { courses: number }>; total: number }> {
  const where = and(
    eq(users.projectId, projectId),
    eq(users.role, STUDENT_ROLE),
    q
      ? or(
          ilike(users.email, containing(q)),
          ilike(people.firstName, containing(q)),
          ilike(people.surnames, containing(q)),
          ilike(people.document, containing(q)),
        )
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...columns,
        courses: sql<number>`(select count(*)::int from ${enrolments} where ${enrolments.userId} = ${users.id})`,
      })
      .from(users)
      .leftJoin(people, eq(people.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(users).leftJoin(people, eq(people.userId, users.id)).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findStudent(db: Executor, projectId: number, id: number): Promise<StudentRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(people, eq(people.userId, users.id))
    .where(and(eq(users.id, id), eq(users.projectId, projectId), eq(users.role, STUDENT_ROLE)));
  return row ?? null;
}
