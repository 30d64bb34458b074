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
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

type Query = Record<string, string | number | undefined>;
const keys = {
  categories: (q?: object) => ['admin', 'catalogue', 'categories', ...(q ? [q] : [])] as const,
  specialists: (q?: object) => ['admin', 'catalogue', 'specialists', ...(q ? [q] : [])] as const,
  courses: (q?: object) => ['admin', 'catalogue', 'courses', ...(q ? [q] : [])] as const,
  course: (id: number) => ['admin', 'catalogue', 'course', id] as const,
};

/** A file as the upload routes take it: multipart, field `file`. */
const fileBody = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

// ── Categories ──────────────────────────────────────────────────────────────────────────────
export const categoriesQuery = (q: AdminListQuery) =>
  queryOptions({
    queryKey: keys.categories(q),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminCategory>>('/api/admin/categories', { query: q as Query, signal }),
    placeholderData: keepPreviousData,
  });
export const useCategoriesAdmin = (q: AdminListQuery) => useQuery(categoriesQuery(q));

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminCategoryInput }) =>
      adminApi<AdminCategory>(id ? `/api/admin/categories/${id}` : '/api/admin/categories', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.categories() }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi(`/api/admin/categories/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.categories() }),
  });
}

/** Image of a category, specialist or course: POST …/:id/image. */
export function useUploadImage(kind: 'categories' | 'specialists' | 'courses') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      adminApi<unknown>(`/api/admin/${kind}/${id}/image`, { method: 'POST', body: fileBody(file) }),
    onSuccess: (data, { id }) => {
      if (kind === 'courses') queryClient.setQueryData(keys.course(id), data as AdminCourse);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue', kind] });
    },
  });
}

// ── Specialists ─────────────────────────────────────────────────────────────────────────────
export const specialistsQuery = (q: AdminListQuery) =>
  queryOptions({
    queryKey: keys.specialists(q),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminSpecialist>>('/api/admin/specialists', { query: q as Query, signal }),
    placeholderData: keepPreviousData,
  });
export const useSpecialistsAdmin = (q: AdminListQuery) => useQuery(specialistsQuery(q));

export function useSaveSpecialist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminSpecialistInput }) =>
      adminApi<AdminSpecialist>(id ? `/api/admin/specialists/${id}` : '/api/admin/specialists', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.specialists() }),
  });
}

export function useDeleteSpecialist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi(`/api/admin/specialists/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.specialists() }),
  });
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────
export const coursesQuery = (q: AdminCourseListQuery) =>
  queryOptions({
    queryKey: keys.courses(q),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminCourseSummary>>('/api/admin/courses', { query: q as Query, signal }),
    placeholderData: keepPreviousData,
  });
export const useCoursesAdmin = (q: AdminCourseListQuery) => useQuery(coursesQuery(q));

export const courseQuery = (id: number) =>
  queryOptions({
    queryKey: keys.course(id),
    queryFn: ({ signal }) => adminApi<AdminCourse>(`/api/admin/courses/${id}`, { signal }),
  });
export const useCourseAdmin = (id: number) => useQuery(courseQuery(id));

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminCourseInput }) =>
      adminApi<AdminCourse>(id ? `/api/admin/courses/${id}` : '/api/admin/courses', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: (course) => {
      queryClient.setQueryData(keys.course(course.id), course);
      void queryClient.invalidateQueries({ queryKey: keys.courses() });
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
