import type { AdminListQuery } from '@campus/contract/admin';
import type {
  AdminCategory,
  AdminCategoryInput,
  AdminCourse,
  AdminCourseInput,
  AdminCourseListQuery,
  AdminCourseSummary,
  AdminLessonInput,
  AdminResourceInput,
  AdminSpecialist,
  AdminSpecialistInput,
} from '@campus/contract/admin-catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { adminListQuery } from '../../components/use-admin-list.ts';

type Kind = 'categories' | 'specialists' | 'courses';
const keys = {
  list: (kind: Kind) => ['admin', 'catalogue', kind] as const,
  course: (id: number) => ['admin', 'catalogue', 'course', id] as const,
};

/** A file as the upload routes take it: multipart, field `file`. */
const fileBody = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** A page of a catalogue list: GET /api/admin/<kind>. */
const listQuery = <Row>(kind: Kind, q: object) =>
  adminListQuery<Row>(keys.list(kind), `/api/admin/${kind}`, q);

/** Creates (POST /api/admin/<kind>) or, with an id, replaces (PUT …/:id) a catalogue row. */
const saveRow =
  <Row, Input>(kind: Kind) =>
  ({ id, body }: { id?: number; body: Input }) =>
    adminApi<Row>(id ? `/api/admin/${kind}/${id}` : `/api/admin/${kind}`, {
      method: id ? 'PUT' : 'POST',
      body,
    });

/** Creates or replaces a category or specialist, then refreshes its list. */
function useSaveRow<Row, Input>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRow<Row, Input>(kind),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.list(kind) }),
  });
}

/** Deletes a category or specialist, then refreshes its list. */
function useDeleteRow(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi(`/api/admin/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.list(kind) }),
  });
}

// ── Categories ──────────────────────────────────────────────────────────────────────────────
export const useCategoriesAdmin = (q: AdminListQuery) => useQuery(listQuery<AdminCategory>('categories', q));
export const useSaveCategory = () => useSaveRow<AdminCategory, AdminCategoryInput>('categories');
export const useDeleteCategory = () => useDeleteRow('categories');

// ── Specialists ─────────────────────────────────────────────────────────────────────────────
export const useSpecialistsAdmin = (q: AdminListQuery) =>
  useQuery(listQuery<AdminSpecialist>('specialists', q));
export const useSaveSpecialist = () => useSaveRow<AdminSpecialist, AdminSpecialistInput>('specialists');
export const useDeleteSpecialist = () => useDeleteRow('specialists');

/** Image of a category, specialist or course: POST …/:id/image. */
export function useUploadImage(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      adminApi<unknown>(`/api/admin/${kind}/${id}/image`, { method: 'POST', body: fileBody(file) }),
    onSuccess: (data, { id }) => {
      if (kind === 'courses') queryClient.setQueryData(keys.course(id), data as AdminCourse);
      void queryClient.invalidateQueries({ queryKey: keys.list(kind) });
    },
  });
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────
export const useCoursesAdmin = (q: AdminCourseListQuery) =>
  useQuery(listQuery<AdminCourseSummary>('courses', q));

export const courseQuery = (id: number) =>
  queryOptions({
    queryKey: keys.course(id),
    queryFn: ({ signal }) => adminApi<AdminCourse>(`/api/admin/courses/${id}`, { signal }),
  });
export const useCourseAdmin = (id: number) => useQuery(courseQuery(id));

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRow<AdminCourse, AdminCourseInput>('courses'),
    onSuccess: (course) => {
      queryClient.setQueryData(keys.course(course.id), course);
      void queryClient.invalidateQueries({ queryKey: keys.list('courses') });
    },
  });
}

/**
 * Every change to a course's syllabus answers with the whole course: one mutation for them all
 * (path and method say which), its answer replaces the cached course.
 */
export function useSyllabusChange(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
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
    onSuccess: (course) => queryClient.setQueryData(keys.course(courseId), course),
  });
}

export const resourceFileBody = fileBody;
