import type { AdminCourseSummary } from '@campus/contract/admin-catalogue';
import type { AdminAnswerInput } from '@campus/contract/admin-questions';
import type { Paginated } from '@campus/contract/common';
import type { adminQuestionsOperations } from '@campus/contract/operations/admin-questions';
import { address as answerAddress } from '@campus/contract/operations/admin-questions/answer';
import { address as getAddress } from '@campus/contract/operations/admin-questions/get';
import { address as listAddress } from '@campus/contract/operations/admin-questions/list';
import { address as removeAddress } from '@campus/contract/operations/admin-questions/remove';
import { address as removeAnswerAddress } from '@campus/contract/operations/admin-questions/removeAnswer';
import { address as updateAnswerAddress } from '@campus/contract/operations/admin-questions/updateAnswer';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminOperation } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

const keys = {
  all: ['admin', 'questions'] as const,
  list: ['admin', 'questions', 'list'] as const,
  detail: (id: number) => ['admin', 'questions', 'detail', id] as const,
  courses: (q: string) => ['admin', 'questions', 'courses', q] as const,
};

type Questions = typeof adminQuestionsOperations;
const getQuestion = adminOperation<Questions['get']>(getAddress);
const answer = adminOperation<Questions['answer']>(answerAddress);
const updateAnswer = adminOperation<Questions['updateAnswer']>(updateAnswerAddress);
const removeQuestion = adminOperation<Questions['remove']>(removeAddress);
const removeAnswer = adminOperation<Questions['removeAnswer']>(removeAnswerAddress);

export const questionsList = adminList(keys.list, adminOperation<Questions['list']>(listAddress));

export const useQuestionAdmin = (id: number) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => getQuestion({ params: { id }, signal }),
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
    (edit ? updateAnswer : answer)({ params: { id }, body }),
  );

export const useDeleteAnswer = () =>
  useQuestionMutation((answerId: number) => removeAnswer({ params: { id: answerId } }));

export const useDeleteQuestion = () =>
  useQuestionMutation((id: number) => removeQuestion({ params: { id } }));
