import {
  type AdminAnswerInput,
  type AdminQuestionDetail,
  adminAnswerInputSchema,
} from '@campus/contract/admin-questions';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../../components/form-field.tsx';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminQuestionMessages as t } from '../../../../messages/admin-questions.ts';
import { FormButtons, ServerAlert, TextAreaField, useAdminForm } from '../../components/admin-form.tsx';
import {
  AdminBackLink,
  AdminDataRow,
  AdminPageHeader,
  AdminSection,
  dangerButton,
  QueryState,
} from '../../components/admin-ui.tsx';
import { useDeleteAnswer, useDeleteQuestion, useQuestionAdmin, useSaveAnswer } from '../api/questions.ts';

function AnswerForm({
  question,
  save,
}: {
  question: AdminQuestionDetail;
  save: ReturnType<typeof useSaveAnswer>;
}) {
  const official = question.official_answer;
  const { field, handleSubmit, serverErrors } = useAdminForm<AdminAnswerInput>(adminAnswerInputSchema, {
    answer: official?.body ?? '',
  });
  if (!question.specialist_name && !official) return <FormAlert>{t.noSpecialist}</FormAlert>;
  const onSubmit = handleSubmit((body) =>
    save.mutate({ body, edit: official !== null }, { onError: (error) => void serverErrors(error) }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ServerAlert error={save.error} />
      {save.data ? <FormAlert tone="success">{save.data.message}</FormAlert> : null}
      <TextAreaField
        id="question-answer"
        label={t.answerLabel}
        hint={official ? t.editHint : t.answerHint(question.specialist_name ?? '')}
        required
        rows={8}
        maxLength={5000}
        {...field('answer')}
      />
      <FormButtons pending={save.isPending} label={official ? t.saveEdit : t.answer} />
    </form>
  );
}

function Answers({ question }: { question: AdminQuestionDetail }) {
  const remove = useDeleteAnswer();
  if (question.answers.length === 0) return <p>{t.noAnswers}</p>;
  return (
    <>
      <ServerAlert error={remove.error} className="mb-4" />
      <ol className="flex flex-col gap-4">
        {question.answers.map((a) => (
          <li key={a.id} className="rounded-lg border border-slate-200 p-4">
            <p className="mb-1 text-sm text-slate-700">
              {a.official ? (
                <span className="mr-2 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">
                  {t.official}
                </span>
              ) : null}
              <strong>{a.shown_as}</strong> · {formatDateTime(a.created_at)}
              {a.official ? (
                <span className="block">{t.writtenBy(a.author.name, a.author.email)}</span>
              ) : null}
            </p>
            <p className="whitespace-pre-line">{a.body}</p>
            <button
              type="button"
              className={`${dangerButton} mt-3`}
              disabled={remove.isPending}
              aria-label={t.deleteAnswerLabel(a.shown_as)}
              onClick={() => {
                if (window.confirm(t.confirmDeleteAnswer)) remove.mutate(a.id);
              }}
            >
              {t.deleteAnswer}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}

/** One question (/admin/preguntas/:id): the specialist's answer (create, then correct) and moderation. */
export default function QuestionPage() {
  const id = Number(useParams().id);
  const query = useQuestionAdmin(id);
  const removeQuestion = useDeleteQuestion();
  const save = useSaveAnswer(id);
  const navigate = useNavigate();
  const q = query.data;
  return (
    <>
      <AdminBackLink to={adminPaths.questions.root}>{t.back}</AdminBackLink>
      <AdminPageHeader
        title={t.detailTitle}
        actions={
          q ? (
            <button
              type="button"
              className={dangerButton}
              disabled={removeQuestion.isPending}
              onClick={() => {
                if (window.confirm(t.confirmDeleteQuestion))
                  removeQuestion.mutate(q.id, { onSuccess: () => navigate(adminPaths.questions.root) });
              }}
            >
              {t.deleteQuestion}
            </button>
          ) : null
        }
      />
      <QueryState query={query}>
        {q ? (
          <div className="flex flex-col gap-6">
            <ServerAlert error={removeQuestion.error} />
            <AdminSection id="question-data" title={t.question}>
              <p className="mb-4 whitespace-pre-line text-lg">{q.body}</p>
              <dl>
                <AdminDataRow label={t.asker}>{t.askedBy(q.asker.name, q.asker.email)}</AdminDataRow>
                <AdminDataRow label={t.askedIn}>{q.course_name}</AdminDataRow>
                <AdminDataRow label={t.askedAt}>{formatDateTime(q.created_at)}</AdminDataRow>
              </dl>
            </AdminSection>
            <AdminSection
              id="question-official"
              title={t.specialistAnswer}
              intro={q.specialist_name ? t.shownAs(q.specialist_name) : undefined}
            >
              <AnswerForm key={q.official_answer?.updated_at ?? 'new'} question={q} save={save} />
            </AdminSection>
            <AdminSection id="question-answers" title={t.answers}>
              <Answers question={q} />
            </AdminSection>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
