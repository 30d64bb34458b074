import type { Note } from '@campus/contract/notes';
import {
  describePosition,
  formatPosition,
  NOTE_MAX,
  sortNotesForResource,
} from '@campus/contract/notes-rules';
import { studentCourseUrl } from '@campus/contract/pages';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FieldError, FormField, SubmitButton } from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { notesMessages as t } from '../../../messages/notes.ts';
import { useNotes } from '../api/get-notes.ts';
import { useCreateNote, useDeleteNote, useUpdateNote } from '../api/mutate-notes.ts';

/** What the player hands its notes panel (learn-player's `notes` render prop). */
export type CourseNotesProps = {
  courseId: number;
  /** The open lesson resource, if any: new notes belong to it and may be pinned in its video. */
  resourceId?: number | null;
  /** Seconds into the open video now, or a function that reads it (no re-render per frame). */
  currentTime: number | (() => number);
  /** Jumps the open video to this second. */
  seek: (seconds: number) => void;
};

const textareaClass =
  'block min-h-24 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700';
type BodyForm = { body: string };
/** The contract's rule for a note's text, fetched on first use (the player loads without zod). */
const bodyRules = lazyZodResolver<BodyForm>(() => import('./note-rules.ts').then((m) => m.noteBodyForm));

/** A refused call as an error toast (read aloud by the toaster's live region); 422s go on their field. */
function announceFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 422) return;
  toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.genericError);
}

function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.status === 422 ? error.errors[field]?.[0] : undefined;
}

/**
 * The student's private notes of a course, beside the player: write one (pinned, if wished, to the
 * second of the video where writing began), edit, delete; a pinned note of the open lesson jumps
 * the video there.
 */
export function CourseNotes({ courseId, resourceId = null, currentTime, seek }: CourseNotesProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useNotes(courseId);
  const notes = sortNotesForResource(query.data ?? [], resourceId);
  // not enrolled (403) or no such course (404): say so, and offer no form that would be refused
  const refused =
    query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 404);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
          {t.title}
        </h2>
        <p className="mt-1 text-slate-700">{t.intro}</p>
      </div>
      {refused ? null : <NewNoteForm courseId={courseId} resourceId={resourceId} currentTime={currentTime} />}
      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <p role="alert">
            {query.error instanceof ApiError && query.error.status < 500 ? query.error.message : t.loadError}
          </p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="font-semibold text-brand-700 underline"
          >
            {t.retry}
          </button>
        </div>
      ) : notes.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{t.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              courseId={courseId}
              resourceId={resourceId}
              seek={seek}
              onDeleted={() => headingRef.current?.focus()}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewNoteForm({
  courseId,
  resourceId,
  currentTime,
}: {
  courseId: number;
  resourceId: number | null;
  currentTime: CourseNotesProps['currentTime'];
}) {
  const id = useId();
  const create = useCreateNote(courseId);
  const [pin, setPin] = useState(true);
  const [pinAt, setPinAt] = useState<number | null>(null);
  const [pinError, setPinError] = useState<string | undefined>();
  const readTime = () => Math.floor(typeof currentTime === 'function' ? currentTime() : currentTime);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<BodyForm>({ resolver: bodyRules.resolver, defaultValues: { body: '' } });

  // A new lesson opened: the next note starts from scratch there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the resource changes
  useEffect(() => setPinAt(null), [resourceId]);

  const canPin = resourceId !== null;
  const shownAt = pinAt ?? readTime();
  const submit = handleSubmit(async ({ body }) => {
    setPinError(undefined);
    const position = canPin && pin ? (pinAt ?? readTime()) : null;
    try {
      await create.mutateAsync({
        mounted_course_id: courseId,
        body,
        resource_id: resourceId,
        position_seconds: position,
      });
      toast.success(t.saved);
      reset({ body: '' });
      setPinAt(null);
    } catch (error) {
      announceFailure(error);
      const bodyError = serverFieldError(error, 'body');
      if (bodyError) setError('body', { type: 'server', message: bodyError }, { shouldFocus: true });
      setPinError(serverFieldError(error, 'position_seconds') ?? serverFieldError(error, 'resource_id'));
    }
  });

  const { onChange, ...field } = register('body');
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <FormField
        id={id}
        label={t.newLabel}
        hint={t.hint(formatCount(NOTE_MAX))}
        error={errors.body?.message}
        required
      >
        {(control) => (
          <textarea
            {...field}
            {...control}
            onFocus={bodyRules.prefetch}
            onChange={(event) => {
              // the position is the second where the student started writing; emptied, it follows
              // the video again until the next first keystroke
              if (getValues('body') === '') setPinAt(readTime());
              if (event.target.value === '') setPinAt(null);
              void onChange(event);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
            }}
            aria-required
            maxLength={NOTE_MAX}
            rows={3}
            className={textareaClass}
          />
        )}
      </FormField>
      {canPin ? (
        <div>
          <label className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              checked={pin}
              onChange={(e) => setPin(e.target.checked)}
              aria-describedby={`${id}-pin-hint${pinError ? ` ${id}-pin-error` : ''}`}
              className="h-5 w-5 accent-brand-600"
            />
            <span>{t.pin(formatPosition(shownAt))}</span>
          </label>
          <p id={`${id}-pin-hint`} className="text-sm text-slate-600">
            {t.pinHint}
          </p>
          <FieldError id={`${id}-pin-error`} message={pinError} />
        </div>
      ) : null}
      <SubmitButton pending={create.isPending} pendingLabel={t.saving} className="self-start">
        {t.save}
      </SubmitButton>
    </form>
  );
}

function NoteItem({
  note,
  courseId,
  resourceId,
  seek,
  onDeleted,
}: {
  note: Note;
  courseId: number;
  resourceId: number | null;
  seek: (seconds: number) => void;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const trashRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const update = useUpdateNote(courseId);
  const remove = useDeleteNote(courseId);
  const here = resourceId !== null && note.resource_id === resourceId;
  const time = note.position_seconds === null ? null : formatPosition(note.position_seconds);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const closeEdit = () => {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };
  const closeConfirm = () => {
    setConfirming(false);
    requestAnimationFrame(() => trashRef.current?.focus());
  };
  const doDelete = async () => {
    try {
      await remove.mutateAsync(note.id);
      toast.success(t.deleted);
      onDeleted();
    } catch (error) {
      announceFailure(error);
      closeConfirm();
    }
  };

  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {here && note.position_seconds !== null ? (
          <button
            type="button"
            onClick={() => seek(note.position_seconds!)}
            aria-label={t.jumpTo(describePosition(note.position_seconds))}
            className="inline-flex h-9 items-center gap-1 rounded-full bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700"
          >
            <Play aria-hidden="true" className="h-4 w-4" />
            {time}
          </button>
        ) : note.resource_id !== null && note.resource_name !== null && !here ? (
          <Link
            to={studentCourseUrl({ id: courseId }, note.resource_id)}
            className="font-semibold text-brand-700 underline"
            aria-label={t.openLesson(note.resource_name, time)}
          >
            {t.inOtherLesson(note.resource_name)}
            {time ? ` · ${time}` : ''}
          </Link>
        ) : note.resource_id === null ? (
          <span className="font-semibold text-slate-700">{t.courseNote}</span>
        ) : null}
        <time dateTime={note.created_at}>{formatDate(note.created_at)}</time>
      </div>

      {editing ? (
        <EditNoteForm
          note={note}
          pending={update.isPending}
          onSave={async (body) => {
            try {
              await update.mutateAsync({ id: note.id, body });
              toast.success(t.updated);
              closeEdit();
            } catch (error) {
              announceFailure(error);
              throw error;
            }
          }}
          onCancel={closeEdit}
        />
      ) : (
        <p className="mt-2 whitespace-pre-line break-words text-slate-900">{note.body}</p>
      )}

      {!editing ? (
        <div className="mt-2 flex flex-wrap items-center justify-end gap-1">
          {confirming ? (
            // biome-ignore lint/a11y/useSemanticElements: an inline confirmation, not a form field group
            <div role="group" aria-label={t.confirmDelete} className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-800">{t.confirmDelete}</span>
              <button
                ref={confirmRef}
                type="button"
                disabled={remove.isPending}
                onClick={doDelete}
                onKeyDown={(e) => e.key === 'Escape' && closeConfirm()}
                className="inline-flex h-11 items-center rounded-full bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
              >
                {t.confirm}
              </button>
              <button
                type="button"
                onClick={closeConfirm}
                className="inline-flex h-11 items-center rounded-full px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
              >
                {t.cancel}
              </button>
            </div>
          ) : (
            <>
              <button
                ref={editRef}
                type="button"
                onClick={() => setEditing(true)}
                aria-label={t.editNote}
                className="inline-flex h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                <Pencil aria-hidden="true" className="h-5 w-5" />
                {t.edit}
              </button>
              <button
                ref={trashRef}
                type="button"
                onClick={() => setConfirming(true)}
                aria-label={t.delete}
                title={t.delete}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="h-5 w-5" />
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

function EditNoteForm({
  note,
  pending,
  onSave,
  onCancel,
}: {
  note: Note;
  pending: boolean;
  onSave: (body: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BodyForm>({ resolver: bodyRules.resolver, defaultValues: { body: note.body } });
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const { ref, ...field } = register('body');
  const submit = handleSubmit(async ({ body }) => {
    try {
      await onSave(body);
    } catch (error) {
      const message = serverFieldError(error, 'body');
      if (message) setError('body', { type: 'server', message }, { shouldFocus: true });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
      <FormField id={id} label={t.editLabel} error={errors.body?.message} required>
        {(control) => (
          <textarea
            {...field}
            {...control}
            onFocus={bodyRules.prefetch}
            ref={(el) => {
              ref(el);
              inputRef.current = el;
            }}
            onKeyDown={(e) => e.key === 'Escape' && onCancel()}
            aria-required
            maxLength={NOTE_MAX}
            rows={3}
            className={textareaClass}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={t.saving}>
          {t.update}
        </SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex h-12 w-full items-center justify-center rounded-full px-6 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 sm:w-auto"
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
