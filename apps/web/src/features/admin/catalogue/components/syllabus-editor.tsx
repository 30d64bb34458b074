import {
  type AdminCourse,
  type AdminLesson,
  type AdminModule,
  type AdminResource,
  type AdminResourceInput,
  UPLOAD_RESOURCE_TYPES,
} from '@campus/contract/admin-catalogue';
import { PLAYABLE_RESOURCE_TYPES } from '@campus/contract/constants';
import { formatClockDuration } from '@campus/contract/progress';
import { useState } from 'react';
import { TextField } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { ServerAlert } from '../../components/admin-form.tsx';
import { secondaryButton } from '../../components/admin-ui.tsx';
import { resourceFileBody, useSyllabusChange } from '../api/catalogue.ts';
import { FileUpload } from './file-upload.tsx';
import { durationValue, LessonForm, NameForm, ResourceForm, sender } from './syllabus-forms.tsx';
import { type Change, OrderedItems, type Place, SyllabusItem } from './syllabus-item.tsx';

const t = adminMessages.catalogue;

/** A video or audio whose length the server does not hold: students' progress cannot count there. */
const lacksLength = (r: AdminResource) => PLAYABLE_RESOURCE_TYPES.includes(r.type) && r.duration === null;

/**
 * Sets a playable resource's length (seconds, typed as a player's clock), keeping its other values.
 * Shown for every video: to register a missing length or correct one.
 */
function DurationForm({ resource, change }: { resource: AdminResource; change: Change }) {
  const [text, setText] = useState(resource.duration === null ? '' : formatClockDuration(resource.duration));
  const [error, setError] = useState<string | null>(null);
  const id = `resource-${resource.id}-duration`;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const duration = durationValue(text);
    if (duration === undefined || Number.isNaN(duration)) {
      setError(t.durationHint);
      return;
    }
    setError(null);
    change.mutate(
      {
        path: `/api/admin/resources/${resource.id}`,
        method: 'PUT',
        body: {
          name: resource.name,
          type: resource.type as AdminResourceInput['type'],
          video_id: resource.video_id ?? undefined,
          free: resource.free,
          duration,
        },
      },
      {
        onError: (err) =>
          setError(err instanceof ApiError ? (err.errors.duration?.[0] ?? err.message) : t.durationHint),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        id={id}
        label={t.duration}
        inputMode="numeric"
        placeholder="mm:ss"
        maxLength={12}
        className="w-40"
        hint={resource.type === 2 ? t.durationOwnHint : t.durationHint}
        error={error ?? undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={secondaryButton} disabled={change.isPending}>
        {t.saveDuration}
      </button>
    </form>
  );
}

/** The course's videos without a length, listed above the syllabus so none is missed. */
function MissingLengths({ course }: { course: AdminCourse }) {
  const missing = course.modules.flatMap((m) =>
    m.lessons.flatMap((l) => l.resources.filter(lacksLength).map((r) => ({ lesson: l, resource: r }))),
  );
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="missing-lengths"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
    >
      <h3 id="missing-lengths" className="font-semibold">
        {t.noDurationTitle}
      </h3>
      <p className="text-sm">{t.noDurationIntro}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {missing.map(({ lesson, resource }) => (
          <li key={resource.id}>
            <a className="underline" href={`#resource-${resource.id}-duration`}>
              {t.noDurationItem(lesson.name, resource.name)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What every module, lesson and resource block is given besides its item. */
type BlockProps = { courseId: number; place: Place; change: Change };

function ResourceRow({
  courseId,
  resource,
  place,
  change,
}: {
  resource: AdminResource;
} & BlockProps) {
  const upload = useSyllabusChange(courseId);
  const needsFile = UPLOAD_RESOURCE_TYPES.includes(resource.type);
  return (
    <SyllabusItem
      kind="resources"
      item={resource}
      place={place}
      change={change}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2"
      alignTitle="items-center"
      title={
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
          {resource.duration !== null ? (
            <span className="ml-2 text-sm text-slate-600">
              · {t.durationLabel(formatClockDuration(resource.duration))}
            </span>
          ) : lacksLength(resource) ? (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t.noDuration}
            </span>
          ) : null}
        </p>
      }
    >
      {PLAYABLE_RESOURCE_TYPES.includes(resource.type) ? (
        <DurationForm resource={resource} change={change} />
      ) : null}
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
    </SyllabusItem>
  );
}

function LessonBlock({
  courseId,
  lesson,
  place,
  change,
}: {
  lesson: AdminLesson;
} & BlockProps) {
  return (
    <SyllabusItem
      kind="lessons"
      item={lesson}
      place={place}
      change={change}
      className="rounded-lg border border-slate-300 p-3"
      title={
        <h4 className="font-semibold">
          {t.lesson}: {lesson.name}
        </h4>
      }
    >
      <LessonForm
        id={`lesson-${lesson.id}`}
        lesson={lesson}
        onSubmit={sender(change, `/api/admin/lessons/${lesson.id}`, 'PUT')}
      />
      <OrderedItems items={lesson.resources} empty={t.emptyLesson} className="mt-2 flex flex-col gap-2">
        {(resource, at) => <ResourceRow courseId={courseId} resource={resource} place={at} change={change} />}
      </OrderedItems>
      <ResourceForm id={`new-resource-${lesson.id}`} lessonId={lesson.id} change={change} />
    </SyllabusItem>
  );
}

function ModuleBlock({
  courseId,
  module,
  place,
  change,
}: {
  module: AdminModule;
} & BlockProps) {
  return (
    <SyllabusItem
      kind="modules"
      item={module}
      place={place}
      change={change}
      className="rounded-xl border border-slate-300 bg-white p-4"
      title={
        <h3 className="text-lg font-semibold">
          {t.module}: {module.name}
        </h3>
      }
    >
      <NameForm
        id={`module-${module.id}-name`}
        label={t.moduleName}
        submit={t.rename}
        initial={module.name}
        onSubmit={sender(change, `/api/admin/modules/${module.id}`, 'PUT')}
      />
      <OrderedItems items={module.lessons} empty={t.emptyModule} className="mt-3 flex flex-col gap-3">
        {(lesson, at) => <LessonBlock courseId={courseId} lesson={lesson} place={at} change={change} />}
      </OrderedItems>
      <div className="mt-3">
        <LessonForm
          id={`new-lesson-${module.id}`}
          onSubmit={sender(change, `/api/admin/modules/${module.id}/lessons`, 'POST')}
        />
      </div>
    </SyllabusItem>
  );
}

/** The course's modules, lessons and resources, each with up/down buttons, add, rename and delete. */
export function SyllabusEditor({ course }: { course: AdminCourse }) {
  const change = useSyllabusChange(course.id);
  return (
    <div className="flex flex-col gap-4">
      <ServerAlert error={change.error} />
      <MissingLengths course={course} />
      <OrderedItems
        as="ol"
        items={course.modules}
        empty={t.emptySyllabus}
        emptyClassName="text-slate-700"
        className="flex flex-col gap-4"
      >
        {(module, at) => <ModuleBlock courseId={course.id} module={module} place={at} change={change} />}
      </OrderedItems>
      <NameForm
        id="new-module-name"
        label={t.moduleName}
        submit={t.addModule}
        onSubmit={sender(change, `/api/admin/courses/${course.id}/modules`, 'POST')}
      />
    </div>
  );
}
