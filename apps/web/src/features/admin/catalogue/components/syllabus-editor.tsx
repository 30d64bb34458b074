import {
  type AdminCourse,
  type AdminLesson,
  type AdminLessonInput,
  type AdminModule,
  type AdminResource,
  type AdminResourceInput,
  adminLessonInputSchema,
  adminModuleInputSchema,
  adminResourceInputSchema,
  UPLOAD_RESOURCE_TYPES,
} from '@campus/contract/admin-catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField, inputClass, TextField } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { primaryButton, secondaryButton } from '../../components/admin-ui.tsx';
import { resourceFileBody, useSyllabusChange } from '../api/catalogue.ts';
import { FileUpload } from './file-upload.tsx';

const t = adminMessages.catalogue;
const c = adminMessages.common;
type Change = ReturnType<typeof useSyllabusChange>;

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40';

/** Up, down and delete buttons of a module, lesson or resource (keyboard reachable, named). */
function ItemActions({
  kind,
  id,
  name,
  first,
  last,
  change,
}: {
  kind: 'modules' | 'lessons' | 'resources';
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  change: Change;
}) {
  const move = (direction: 'up' | 'down') =>
    change.mutate({ path: `/api/admin/${kind}/${id}/move`, method: 'POST', body: { direction } });
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={iconButton}
        disabled={first || change.isPending}
        onClick={() => move('up')}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t.moveUp(name)}</span>
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={last || change.isPending}
        onClick={() => move('down')}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t.moveDown(name)}</span>
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-700`}
        disabled={change.isPending}
        onClick={() => {
          if (window.confirm(c.confirmDelete(name)))
            change.mutate({ path: `/api/admin/${kind}/${id}`, method: 'DELETE' });
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t.deleteItem(name)}</span>
      </button>
    </div>
  );
}

/** A one-field "name" form: add a module, or rename one. */
function NameForm({
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
  onSubmit: (name: string, done: () => void, fail: (error: unknown) => void) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({
    resolver: zodResolver(adminModuleInputSchema),
    defaultValues: { name: initial },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) =>
        onSubmit(
          v.name,
          () => (initial ? undefined : reset({ name: '' })),
          (e) => applyServerErrors(e, setError, { name: 'name' }),
        ),
      )}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        id={id}
        label={label}
        maxLength={200}
        required
        className="min-w-48 flex-1"
        error={errors.name?.message}
        {...register('name')}
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

function LessonForm({
  id,
  lesson,
  onSubmit,
}: {
  id: string;
  lesson?: AdminLesson;
  onSubmit: (body: AdminLessonInput, done: () => void, fail: (error: unknown) => void) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdminLessonInput>({
    resolver: zodResolver(adminLessonInputSchema),
    defaultValues: { name: lesson?.name ?? '', starts_at: isoToLocal(lesson?.starts_at ?? null) },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) =>
        onSubmit(
          { name: v.name, starts_at: localToIso(v.starts_at as string | null) },
          () => (lesson ? undefined : reset({ name: '', starts_at: '' })),
          (e) => applyServerErrors(e, setError, { name: 'name', starts_at: 'starts_at' }),
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
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={`${id}-starts`}
        type="datetime-local"
        label={t.startsAt}
        hint={t.startsAtHint}
        error={errors.starts_at?.message}
        {...register('starts_at')}
      />
      <button type="submit" className={secondaryButton}>
        {lesson ? t.rename : t.addLesson}
      </button>
    </form>
  );
}

function ResourceForm({ id, lessonId, change }: { id: string; lessonId: number; change: Change }) {
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<AdminResourceInput>({
    resolver: zodResolver(adminResourceInputSchema),
    defaultValues: { name: '', type: 6, video_id: '', url: '', free: false },
  });
  const type = Number(watch('type'));
  const needsFile = UPLOAD_RESOURCE_TYPES.includes(type);
  const onSubmit = handleSubmit((body) => {
    setUploadError(null);
    change.mutate(
      { path: `/api/admin/lessons/${lessonId}/resources`, method: 'POST', body },
      {
        onSuccess: (course) => {
          reset({ name: '', type: body.type, video_id: '', url: '', free: false });
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
        onError: (error) =>
          applyServerErrors(error, setError, {
            name: 'name',
            type: 'type',
            video_id: 'video_id',
            url: 'url',
          }),
      },
    );
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-2 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
    >
      <TextField
        id={`${id}-name`}
        label={t.resourceName}
        maxLength={200}
        required
        error={errors.name?.message}
        {...register('name')}
      />
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
        <TextField
          id={`${id}-video`}
          label={t.videoId}
          maxLength={100}
          required
          error={errors.video_id?.message}
          {...register('video_id')}
        />
      ) : null}
      {type === 4 ? (
        <TextField
          id={`${id}-url`}
          type="url"
          label={t.link}
          maxLength={500}
          required
          error={errors.url?.message}
          {...register('url')}
        />
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

function ResourceRow({
  courseId,
  resource,
  first,
  last,
  change,
}: {
  courseId: number;
  resource: AdminResource;
  first: boolean;
  last: boolean;
  change: Change;
}) {
  const upload = useSyllabusChange(courseId);
  const needsFile = UPLOAD_RESOURCE_TYPES.includes(resource.type);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-medium">{resource.name}</span>{' '}
          <span className="text-sm text-slate-600">
            · {t.resourceTypes[resource.type]}
            {resource.video_id ? ` · ${resource.video_id}` : ''}
            {resource.url ? ` · ${resource.url}` : needsFile ? ` · ${t.noFile}` : ''}
          </span>
          {resource.free ? (
            <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t.freeBadge}
            </span>
          ) : null}
        </p>
        <ItemActions
          kind="resources"
          id={resource.id}
          name={resource.name}
          first={first}
          last={last}
          change={change}
        />
      </div>
      {needsFile ? (
        <FileUpload
          label={`${t.file}: ${resource.name}`}
          hint={t.fileHints[resource.type]}
          accept="*/*"
          pending={upload.isPending}
          error={upload.error}
          done={upload.isSuccess}
          onUpload={(file) =>
            upload.mutate({
              path: `/api/admin/resources/${resource.id}/file`,
              method: 'POST',
              body: resourceFileBody(file),
            })
          }
        />
      ) : null}
    </li>
  );
}

function LessonBlock({
  courseId,
  lesson,
  first,
  last,
  change,
}: {
  courseId: number;
  lesson: AdminLesson;
  first: boolean;
  last: boolean;
  change: Change;
}) {
  return (
    <li className="rounded-lg border border-slate-300 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold">
          {t.lesson}: {lesson.name}
        </h4>
        <ItemActions
          kind="lessons"
          id={lesson.id}
          name={lesson.name}
          first={first}
          last={last}
          change={change}
        />
      </div>
      <LessonForm
        id={`lesson-${lesson.id}`}
        lesson={lesson}
        onSubmit={(body, done, fail) =>
          change.mutate(
            { path: `/api/admin/lessons/${lesson.id}`, method: 'PUT', body },
            { onSuccess: done, onError: fail },
          )
        }
      />
      {lesson.resources.length === 0 ? <p className="mt-2 text-slate-600">{t.emptyLesson}</p> : null}
      <ul className="mt-2 flex flex-col gap-2">
        {lesson.resources.map((resource, i) => (
          <ResourceRow
            key={resource.id}
            courseId={courseId}
            resource={resource}
            first={i === 0}
            last={i === lesson.resources.length - 1}
            change={change}
          />
        ))}
      </ul>
      <ResourceForm id={`new-resource-${lesson.id}`} lessonId={lesson.id} change={change} />
    </li>
  );
}

function ModuleBlock({
  courseId,
  module,
  first,
  last,
  change,
}: {
  courseId: number;
  module: AdminModule;
  first: boolean;
  last: boolean;
  change: Change;
}) {
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {t.module}: {module.name}
        </h3>
        <ItemActions
          kind="modules"
          id={module.id}
          name={module.name}
          first={first}
          last={last}
          change={change}
        />
      </div>
      <NameForm
        id={`module-${module.id}-name`}
        label={t.moduleName}
        submit={t.rename}
        initial={module.name}
        onSubmit={(name, done, fail) =>
          change.mutate(
            { path: `/api/admin/modules/${module.id}`, method: 'PUT', body: { name } },
            { onSuccess: done, onError: fail },
          )
        }
      />
      {module.lessons.length === 0 ? <p className="mt-2 text-slate-600">{t.emptyModule}</p> : null}
      <ul className="mt-3 flex flex-col gap-3">
        {module.lessons.map((lesson, i) => (
          <LessonBlock
            key={lesson.id}
            courseId={courseId}
            lesson={lesson}
            first={i === 0}
            last={i === module.lessons.length - 1}
            change={change}
          />
        ))}
      </ul>
      <div className="mt-3">
        <LessonForm
          id={`new-lesson-${module.id}`}
          onSubmit={(body, done, fail) =>
            change.mutate(
              { path: `/api/admin/modules/${module.id}/lessons`, method: 'POST', body },
              { onSuccess: done, onError: fail },
            )
          }
        />
      </div>
    </li>
  );
}

/** The course's modules, lessons and resources, each with up/down buttons, add, rename and delete. */
export function SyllabusEditor({ course }: { course: AdminCourse }) {
  const change = useSyllabusChange(course.id);
  return (
    <div className="flex flex-col gap-4">
      {change.error instanceof ApiError && change.error.status !== 422 ? (
        <FormAlert>{change.error.message}</FormAlert>
      ) : null}
      {course.modules.length === 0 ? <p className="text-slate-700">{t.emptySyllabus}</p> : null}
      <ol className="flex flex-col gap-4">
        {course.modules.map((module, i) => (
          <ModuleBlock
            key={module.id}
            courseId={course.id}
            module={module}
            first={i === 0}
            last={i === course.modules.length - 1}
            change={change}
          />
        ))}
      </ol>
      <NameForm
        id="new-module-name"
        label={t.moduleName}
        submit={t.addModule}
        onSubmit={(name, done, fail) =>
          change.mutate(
            { path: `/api/admin/courses/${course.id}/modules`, method: 'POST', body: { name } },
            { onSuccess: done, onError: fail },
          )
        }
      />
    </div>
  );
}
