import type { AdminCourseSummary } from '@campus/contract/admin-catalogue';
import type {
  AdminAnswerInput,
  AdminAnswerResponse,
  AdminQuestion,
  AdminQuestionDetail,
} from '@campus/contract/admin-questions';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

const keys = {
  all: ['admin', 'questions'] as const,
  list: ['admin', 'questions', 'list'] as const,
  detail: (id: number) => ['admin', 'questions', 'detail', id] as const,
  courses: (q: string) => ['admin', 'questions', 'courses', q] as const,
};

export const questionsList = adminList<AdminQuestion>(keys.list, '/api/admin/questions');

export const useQuestionAdmin = (id: number) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => adminApi<AdminQuestionDetail>(`/api/admin/questions/${id}`, { signal }),
  });

/** The course filter's choices: the first 20 courses (drafts too) matching `q`, searched on the server. */
export const useQuestionCourses = (q: string) =>
  useQuery({
    queryKey: keys.courses(q),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminCourseSummary>>('/api/admin/courses', {
        query: { page: 1, per_page: 20, q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** An answer or a removal changes the list and the question: the whole section refreshes. */
const useQuestionMutation = <V, R>(run: (v: V) => Promise<R>) =>
  useAuditedWrite(run, { refresh: [keys.all] });

/** The specialist's answer: POST the first time (the asker is e-mailed), PUT to correct it. */
export const useSaveAnswer = (id: number) =>
  useQuestionMutation(({ body, edit }: { body: AdminAnswerInput; edit: boolean }) =>
    adminApi<AdminAnswerResponse>(`/api/admin/questions/${id}/answer`, {
      method: edit ? 'PUT' : 'POST',
      body,
    }),
  );

export const useDeleteAnswer = () =>
  useQuestionMutation((answerId: number) =>
    adminApi<{ message: string }>(`/api/admin/answers/${answerId}`, { method: 'DELETE' }),
  );

export const useDeleteQuestion = () =>
  useQuestionMutation((id: number) =>
    adminApi<{ message: string }>(`/api/admin/questions/${id}`, { method: 'DELETE' }),
  );
