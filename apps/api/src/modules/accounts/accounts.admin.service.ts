// Students as the operator finds them.
import {
  ADMIN_STUDENT_MESSAGES,
  type AdminStudentSummary,
  type Paginated,
  PROJECT_ID,
  paginate,
} from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { findStudent, listStudentsPage, type StudentRow } from './accounts.admin.repository.ts';

export type { StudentRow };

/** Students (role 2) newest first; `q` matches part of the e-mail, names or document. */
export async function listStudentsAdmin(
  db: Executor,
  query: { page: number; per_page: number; q?: string },
): Promise<Paginated<AdminStudentSummary>> {
  const { rows, total } = await listStudentsPage(
    db,
    PROJECT_ID,
    query.q || undefined,
    query.page,
    query.per_page,
  );
  return paginate(
    rows.map((r) => ({
      id: r.id,
      email: r.email,
      first_name: r.firstName,
      surnames: r.surnames,
      courses: r.courses,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    query.page,
    query.per_page,
  );
}

/** A student by id; an unknown id, an operator or another project's user → 404. */
export async function studentAdmin(db: Executor, id: number): Promise<StudentRow> {
  const student = await findStudent(db, PROJECT_ID, id);
  if (!student) throw new NotFound(ADMIN_STUDENT_MESSAGES.studentNotFound);
  return student;
}
