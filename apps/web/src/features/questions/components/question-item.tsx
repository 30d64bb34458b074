import { questionAnchor } from '@campus/contract/pages';
import type { Answer, Question } from '@campus/contract/questions';
import { ANSWER_MAX, authorName, QUESTION_MAX } from '@campus/contract/questions-rules';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import Pencil from 'lucide-react/icons/pencil';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { questionsMessages as t } from '../../../messages/questions.ts';
import { DeleteButton } from './delete-button.tsx';
import { answerRules, questionRules, TextForm } from './text-form.tsx';

export type QuestionActions = {
  answer: (question: Question, text: string) => Promise<unknown>;
  edit: (question: Question, text: string) => Promise<unknown>;
  deleteQuestion: (question: Question) => Promise<unknown>;
  deleteAnswer: (answer: Answer) => Promise<unknown>;
  answering: boolean;
  saving: boolean;
};

function Byline({
  name,
  mine,
  date,
  edited,
}: {
  name: string;
  mine: boolean;
  date: string;
  edited?: boolean;
}) {
  return (
    <p className="text-sm text-slate-600">
      <span className="font-semibold text-slate-900">{mine ? `${name} (${t.you})` : name}</span>{' '}
      <time dateTime={date}>{t.askedOn(formatDate(date))}</time>
      {edited ? <span> · {t.edited}</span> : null}
    </p>
  );
}

const secondaryButton =
  'inline-flex h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand-700 hover:bg-brand-50';

/** One question: author, text, its answers, and the owner's or a classmate's actions. */
export function QuestionItem({
  question,
  userId,
  actions,
}: {
  question: Question;
  userId: number | null;
  actions: QuestionActions;
}) {
  const headingId = useId();
  const [mode, setMode] = useState<'read' | 'answer' | 'edit'>('read');
  const replyRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const mine = userId !== null && question.user_id === userId;
  const name = authorName(question.user);
  const edited = Date.parse(question.updated_at) - Date.parse(question.created_at) > 1000;

  const close = (back: 'answer' | 'edit') => {
    setMode('read');
    requestAnimationFrame(() => (back === 'answer' ? replyRef : editRef).current?.focus());
  };

  // The answer notice e-mail links to `#pregunta-{id}`: the list arrives after the page, so the
  // browser's own jump to the anchor has already passed; this question scrolls itself into view.
  const anchor = questionAnchor(question.id);
  const articleRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) articleRef.current?.scrollIntoView({ block: 'start' });
  }, [anchor]);

  return (
    <li>
      <article
        id={anchor}
        ref={articleRef}
        aria-labelledby={headingId}
        className="scroll-mt-24 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
      >
        <h3 id={headingId} className="sr-only">
          {t.questionBy(name)}
        </h3>
        <Byline name={name} mine={mine} date={question.created_at} edited={edited} />
        {mode === 'edit' ? (
          <div className="mt-3">
            <TextForm
              label={t.editLabel}
              rules={questionRules}
              maxLength={QUESTION_MAX}
              apiField="question"
              defaultValue={question.questions}
              submitLabel={t.save}
              pendingLabel={t.saving}
              pending={actions.saving}
              autoFocus
              onSubmit={async (text) => {
                await actions.edit(question, text);
                close('edit');
              }}
              onCancel={() => close('edit')}
            />
          </div>
        ) : (
          <p className="mt-2 whitespace-pre-line break-words text-slate-900">{question.questions}</p>
        )}

        <div className="mt-3 flex flex-wrap items-center gap-1">
          <span className="mr-auto text-sm text-slate-600">{t.answersCount(question.answers.length)}</span>
          {mode === 'read' && userId !== null ? (
            <button
              ref={replyRef}
              type="button"
              onClick={() => setMode('answer')}
              aria-label={t.replyTo(name)}
              className={secondaryButton}
            >
              <MessageSquareReply aria-hidden="true" className="h-5 w-5" />
              {t.reply}
            </button>
          ) : null}
          {mine && mode === 'read' ? (
            <>
              <button
                ref={editRef}
                type="button"
                onClick={() => setMode('edit')}
                aria-label={t.editQuestion}
                className={secondaryButton}
              >
                <Pencil aria-hidden="true" className="h-5 w-5" />
                {t.edit}
              </button>
              <DeleteButton
                label={t.deleteQuestion}
                question={t.confirmDeleteQuestion}
                confirmLabel={t.confirm}
                cancelLabel={t.cancel}
                pendingLabel={t.deleting}
                onConfirm={() => actions.deleteQuestion(question)}
              />
            </>
          ) : null}
        </div>

        {question.answers.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-3 border-l-4 border-brand-100 pl-4">
            {question.answers.map((answer) => (
              <li key={answer.id}>
                <Byline
                  name={authorName(answer.user)}
                  mine={userId !== null && answer.user_id === userId}
                  date={answer.created_at}
                />
                <div className="flex items-start gap-2">
                  <p className="mt-1 flex-1 whitespace-pre-line break-words text-slate-900">
                    {answer.answers}
                  </p>
                  {userId !== null && answer.user_id === userId ? (
                    <DeleteButton
                      label={t.deleteAnswer}
                      question={t.confirmDeleteAnswer}
                      confirmLabel={t.confirm}
                      cancelLabel={t.cancel}
                      pendingLabel={t.deleting}
                      onConfirm={() => actions.deleteAnswer(answer)}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}

        {mode === 'answer' ? (
          <div className="mt-4">
            <TextForm
              label={t.answerLabel}
              rules={answerRules}
              maxLength={ANSWER_MAX}
              apiField="answers"
              submitLabel={t.answer}
              pendingLabel={t.answering}
              pending={actions.answering}
              autoFocus
              onSubmit={async (text) => {
                await actions.answer(question, text);
                close('answer');
              }}
              onCancel={() => close('answer')}
            />
          </div>
        ) : null}
      </article>
    </li>
  );
}
