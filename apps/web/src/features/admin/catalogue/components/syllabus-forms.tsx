import {
  type AdminLesson,
  type AdminLessonInput,
  type AdminResourceInput,
  adminLessonInputSchema,
  adminModuleInputSchema,
  adminResourceInputSchema,
  UPLOAD_RESOURCE_TYPES,
} from '@campus/contract/admin-catalogue';
import { parseClockDuration } from '@campus/contract/progress';
import { useState } from 'react';
import { FormAlert, FormField, inputClass, TextField } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { useAdminForm } from '../../components/admin-form.tsx';
import { primaryButton, secondaryButton } from '../../components/admin-ui.tsx';
import { resourceFileBody } from '../api/catalogue.ts';
import type { Change } from './syllabus-item.tsx';

const t = adminMessages.catalogue;

/** What a syllabus form does with its values: send them, then `done` (clear it) or `fail` (show why). */
type Send<Body> = (body: Body, done: () => void, fail: (error: unknown) => void) => void;

/** A form's `Send` to one syllabus route (the answer, the whole course, replaces the cached one). */
export const sender =
  <Body extends { name: string }>(change: Change, path: string, method: 'POST' | 'PUT'): Send<Body> =>
  (body, done, fail) =>
    change.mutate({ path, method, body }, { onSuccess: done, onError: fail });

/** A one-field "name" form: add a module, or rename one. */
export function NameForm({
  id,
  label,
  submit,
  initial = '',
  onSubmit,
}: {
  id: string;
  label: string;
  submit: string;
  initial?: string;
  onSubmit: Send<{ name: string }>;
}) {
  const { field, handleSubmit, reset, serverErrors } = useAdminForm<{ name: string }>(
    adminModuleInputSchema,
    { name: initial },
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) =>
        onSubmit(v, () => (initial ? undefined : reset({ name: '' })), serverErrors),
      )}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        id={id}
        label={label}
        maxLength={200}
        required
        className="min-w-48 flex-1"
        {...field('name')}
      />
      <button type="submit" className={secondaryButton}>
        {submit}
      </button>
    </form>
  );
}

/** A datetime-local value (the operator's own time) as an ISO instant, or null. */
const localToIso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
const isoToLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function LessonForm({
  id,
  lesson,
  onSubmit,
}: {
  id: string;
  lesson?: AdminLesson;
  onSubmit: Send<AdminLessonInput>;
}) {
  const { field, handleSubmit, reset, serverErrors } = useAdminForm<AdminLessonInput>(
    adminLessonInputSchema,
    {
      name: lesson?.name ?? '',
      starts_at: isoToLocal(lesson?.starts_at ?? null),
    },
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) =>
        onSubmit(
          { name: v.name, starts_at: localToIso(v.starts_at as string | null) },
          () => (lesson ? undefined : reset({ name: '', starts_at: '' })),
          serverErrors,
        ),
      )}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        id={`${id}-name`}
        label={t.lessonName}
        maxLength={200}
        required
        className="min-w-48 flex-1"
        {...field('name')}
      />
      <TextField
        id={`${id}-starts`}
        type="datetime-local"
        label={t.startsAt}
        hint={t.startsAtHint}
        {...field('starts_at')}
      />
      <button type="submit" className={secondaryButton}>
        {lesson ? t.rename : t.addLesson}
      </button>
    </form>
  );
}

/**
 * The operator types a player's clock (`mm:ss`, `hh:mm:ss` or seconds); the API takes seconds.
 * Empty is "not given"; unreadable text is NaN, which the schema refuses with its message.
 */
export function durationValue(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return parseClockDuration(text) ?? Number.NaN;
}

export function ResourceForm({ id, lessonId, change }: { id: string; lessonId: number; change: Change }) {
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const {
    field,
    register,
    handleSubmit,
    reset,
    serverErrors,
    watch,
    formState: { errors },
  } = useAdminForm<AdminResourceInput>(adminResourceInputSchema, {
    name: '',
    type: 6,
    video_id: '',
    url: '',
    free: false,
    duration: undefined,
  });
  const type = Number(watch('type'));
  const needsFile = UPLOAD_RESOURCE_TYPES.includes(type);
  const onSubmit = handleSubmit((body) => {
    setUploadError(null);
    change.mutate(
      { path: `/api/admin/lessons/${lessonId}/resources`, method: 'POST', body },
      {
        onSuccess: (course) => {
          reset({ name: '', type: body.type, video_id: '', url: '', free: false, duration: undefined });
          if (!needsFile || !file) return;
          // The new resource is the last one of its lesson; its file follows, and if the file is
          // refused the resource is removed again, so nothing stays half saved.
          const lesson = course.modules.flatMap((m) => m.lessons).find((l) => l.id === lessonId);
          const created = lesson?.resources.at(-1);
          if (!created) return;
          change.mutate(
            { path: `/api/admin/resources/${created.id}/file`, method: 'POST', body: resourceFileBody(file) },
            {
              onError: (error) => {
                setUploadError(error);
                change.mutate({ path: `/api/admin/resources/${created.id}`, method: 'DELETE' });
              },
            },
          );
        },
        onError: serverErrors,
      },
    );
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-2 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
    >
      <TextField id={`${id}-name`} label={t.resourceName} maxLength={200} required {...field('name')} />
      <FormField id={`${id}-type`} label={t.resourceType} error={errors.type?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...register('type', { setValueAs: Number })}>
            {[6, 1, 2, 3, 4, 5].map((value) => (
              <option key={value} value={value}>
                {t.resourceTypes[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {type === 1 || type === 6 ? (
        <TextField id={`${id}-video`} label={t.videoId} maxLength={100} required {...field('video_id')} />
      ) : null}
      {type === 1 || type === 2 || type === 6 ? (
        <TextField
          id={`${id}-duration`}
          label={t.duration}
          inputMode="numeric"
          placeholder="mm:ss"
          maxLength={12}
          required={type !== 2}
          hint={type === 2 ? t.durationOwnHint : t.durationHint}
          {...field('duration', { setValueAs: durationValue })}
        />
      ) : null}
      {type === 4 ? (
        <TextField id={`${id}-url`} type="url" label={t.link} maxLength={500} required {...field('url')} />
      ) : null}
      {needsFile ? (
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block font-medium text-slate-800">
            {t.file}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            aria-describedby={`${id}-file-hint`}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-semibold"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-slate-600">
            {t.fileHints[type]}
          </p>
        </div>
      ) : null}
      <div className="flex items-center gap-3 sm:col-span-2">
        <input id={`${id}-free`} type="checkbox" className="h-5 w-5 accent-brand-700" {...register('free')} />
        <label htmlFor={`${id}-free`} className="font-medium">
          {t.freePreview}
        </label>
      </div>
      {uploadError instanceof ApiError ? (
        <div className="sm:col-span-2">
          <FormAlert>{uploadError.message}</FormAlert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={change.isPending || (needsFile && !file)}>
          {t.addResource}
        </button>
      </div>
    </form>
  );
}
