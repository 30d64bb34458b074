import type { AdminListQuery } from '@campus/contract/admin';
import type {
  AdminCategory,
  AdminCategoryInput,
  AdminCourse,
  AdminCourseInput,
  AdminCourseSummary,
  AdminLessonInput,
  AdminResourceInput,
  AdminSpecialist,
  AdminSpecialistInput,
} from '@campus/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminApi } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList, useAdminListQuery } from '../../kit/list-source.ts';

type Kind = 'categories' | 'specialists' | 'courses';
const keys = {
  list: (kind: Kind) => ['admin', 'catalogue', kind] as const,
  course: (id: number) => ['admin', 'catalogue', 'course', id] as const,
};
const c = adminMessages.common;

/** A file as the upload routes take it: multipart, field `file`. */
const fileBody = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** A page of a catalogue list: GET /api/admin/<kind>. */
const catalogueList = <Row>(kind: Kind) => adminList<Row>(keys.list(kind), `/api/admin/${kind}`);

/** Creates (POST /api/admin/<kind>) or, with an id, replaces (PUT …/:id) a catalogue row. */
const saveRow =
  <Row, Input>(kind: Kind) =>
  ({ id, body }: { id?: number; body: Input }) =>
    adminApi<Row>(id ? `/api/admin/${kind}/${id}` : `/api/admin/${kind}`, {
      method: id ? 'PUT' : 'POST',
      body,
    });

/** Creates or replaces a category or specialist, then refreshes its list. */
const useSaveRow = <Row, Input>(kind: Kind) =>
  useAuditedWrite(saveRow<Row, Input>(kind), { refresh: [keys.list(kind)], success: c.saved });

/** Deletes a category or specialist, then refreshes its list. */
const useDeleteRow = (kind: Kind) =>
  useAuditedWrite((id: number) => adminApi(`/api/admin/${kind}/${id}`, { method: 'DELETE' }), {
    refresh: [keys.list(kind)],
    success: c.deleted,
  });

// ── Categories ──────────────────────────────────────────────────────────────────────────────
export const categoriesList = catalogueList<AdminCategory>('categories');
export const useCategoriesAdmin = (q: AdminListQuery) => useAdminListQuery(categoriesList, q);
export const useSaveCategory = () => useSaveRow<AdminCategory, AdminCategoryInput>('categories');
export const useDeleteCategory = () => useDeleteRow('categories');

// ── Specialists ─────────────────────────────────────────────────────────────────────────────
export const specialistsList = catalogueList<AdminSpecialist>('specialists');
export const useSpecialistsAdmin = (q: AdminListQuery) => useAdminListQuery(specialistsList, q);
export const useSaveSpecialist = () => useSaveRow<AdminSpecialist, AdminSpecialistInput>('specialists');
export const useDeleteSpecialist = () => useDeleteRow('specialists');

/** Image of a category, specialist or course: POST …/:id/image. */
export const useUploadImage = (kind: Kind) =>
  useAuditedWrite(
    ({ id, file }: { id: number; file: File }) =>
      adminApi<unknown>(`/api/admin/${kind}/${id}/image`, { method: 'POST', body: fileBody(file) }),
    {
      refresh: [keys.list(kind)],
      store: (data, { id }, queryClient) => {
        if (kind === 'courses') queryClient.setQueryData(keys.course(id), data as AdminCourse);
      },
    },
  );

// ── Courses ─────────────────────────────────────────────────────────────────────────────────
export const coursesList = catalogueList<AdminCourseSummary>('courses');

export const courseQuery = (id: number) =>
  queryOptions({
    queryKey: keys.course(id),
    queryFn: ({ signal }) => adminApi<AdminCourse>(`/api/admin/courses/${id}`, { signal }),
  });
export const useCourseAdmin = (id: number) => useQuery(courseQuery(id));

export const useSaveCourse = () =>
  useAuditedWrite(saveRow<AdminCourse, AdminCourseInput>('courses'), {
    refresh: [keys.list('courses')],
    store: (course, _, queryClient) => queryClient.setQueryData(keys.course(course.id), course),
  });

/**
 * Every change to a course's syllabus answers with the whole course: one mutation for them all
 * (path and method say which), its answer replaces the cached course.
 */
export const useSyllabusChange = (courseId: number) =>
  useAuditedWrite(
    ({
      path,
      method,
      body,
    }: {
      path: string;
      method: 'POST' | 'PUT' | 'DELETE';
      body?:
        | AdminLessonInput
        | AdminResourceInput
        | { name: string }
        | { direction: 'up' | 'down' }
        | FormData;
    }) => adminApi<AdminCourse>(path, { method, body }),
    { store: (course, _, queryClient) => queryClient.setQueryData(keys.course(courseId), course) },
  );

export const resourceFileBody = fileBody;
