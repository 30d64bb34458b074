import type { AdminCourseSummary } from '@campus/contract/admin-catalogue';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/** Courses (drafts too) for a picker: the first 20 matching `q`, searched on the server. */
export const useCoursePicker = (q: string) =>
  useQuery({
    queryKey: ['admin', 'course-picker', q] as const,
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminCourseSummary>>('/api/admin/courses', {
        query: { page: 1, per_page: 20, q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
