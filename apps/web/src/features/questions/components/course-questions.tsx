import type { Answer, Question } from '@campus/contract/questions';
import { QUESTION_ERROR_CODES, QUESTION_MAX } from '@campus/contract/questions-rules';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useId, useRef } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { useStoredUser } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast.ts';
import { questionsMessages as t } from '../../../messages/questions.ts';
import { useQuestions } from '../api/get-questions.ts';
import {
  useAnswerQuestion,
  useAskQuestion,
  useDeleteAnswer,
  useDeleteQuestion,
  useUpdateQuestion,
} from '../api/mutate-questions.ts';
import { type QuestionActions, QuestionItem } from './question-item.tsx';
import { questionRules, TextForm } from './text-form.tsx';

/**
 * What a refused call tells the student, as an error toast (sonner's live region reads it aloud).
 * A 422 is shown on its field by the form instead. The answered question's refusal is the spec's
 * message (§8), whichever way the server words its body.
 */
export function announceFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 422) return;
  const code = error instanceof ApiError ? (error.body as { code?: string } | null)?.code : undefined;
  if (code === QUESTION_ERROR_CODES.questionHasAnswers) {
    toast.error(t.hasAnswers);
    return;
  }
  toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.genericError);
}

/** Runs a call, announcing success or failure; rethrows so the caller keeps its form or item. */
async function announced<T>(call: () => Promise<T>, success: string): Promise<T> {
  try {
    const result = await call();
    toast.success(success);
    return result;
  } catch (error) {
    announceFailure(error);
    throw error;
  }
}

/**
 * Questions and answers of a course (spec §2 course player, §6, §7): the list with names and
 * answers, a form to ask, answer, edit one's own question, and the owner's trash icon.
 */
export function CourseQuestions({ courseId }: { courseId: number }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const user = useStoredUser();
  const userId = user?.id ?? null;
  const query = useQuestions(courseId);
  const ask = useAskQuestion(courseId);
  const answer = useAnswerQuestion(courseId);
  const update = useUpdateQuestion(courseId);
  const removeQuestion = useDeleteQuestion(courseId);
  const removeAnswer = useDeleteAnswer(courseId);

  const actions: QuestionActions = {
    answering: answer.isPending,
    saving: update.isPending,
    answer: (q: Question, text: string) =>
      announced(
        () =>
          answer.mutateAsync({
            user_id: userId ?? 0,
            question_id: q.id,
            answers: text,
            mounted_course_id: courseId,
          }),
        t.answered,
      ),
    edit: (q: Question, text: string) =>
      announced(
        () => update.mutateAsync({ question_id: q.id, question: text, mounted_course_id: courseId }),
        t.saved,
      ),
    deleteQuestion: async (q: Question) => {
      await announced(() => removeQuestion.mutateAsync(q.id), t.questionDeleted);
      headingRef.current?.focus();
    },
    deleteAnswer: async (a: Answer) => {
      await announced(() => removeAnswer.mutateAsync(a.id), t.answerDeleted);
      headingRef.current?.focus();
    },
  };

  const questions = query.data ?? [];
  // not enrolled (403) or no such course (404): say so, and offer no form that would be refused
  const refused =
    query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 404);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
          {t.title}
          {query.data ? <span className="sr-only"> ({t.count(questions.length)})</span> : null}
        </h2>
        <p className="mt-1 text-slate-700">{t.intro}</p>
      </div>

      {userId !== null && !refused ? (
        <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <TextForm
            label={t.askLabel}
            hint={t.askHint(formatCount(QUESTION_MAX))}
            rules={questionRules}
            maxLength={QUESTION_MAX}
            apiField="question"
            submitLabel={t.ask}
            pendingLabel={t.asking}
            pending={ask.isPending}
            onSubmit={(text) =>
              announced(
                () => ask.mutateAsync({ user_id: userId, mounted_course_id: courseId, question: text }),
                t.asked,
              )
            }
          />
        </div>
      ) : null}

      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <LoadError
          message={
            query.error instanceof ApiError && query.error.status < 500 ? query.error.message : t.loadError
          }
          onRetry={() => void query.refetch()}
        />
      ) : questions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-slate-200">
          <MessagesSquare aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <p className="text-lg font-semibold text-slate-900">{t.emptyTitle}</p>
          <p className="text-slate-700">{t.emptyText}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {questions.map((q) => (
            <QuestionItem key={q.id} question={q} userId={userId} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
