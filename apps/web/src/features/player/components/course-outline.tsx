import type { LearningModule } from '@campus/contract/learning';
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import Lock from 'lucide-react/icons/lock';
import { Link } from 'react-router';
import { studentCourseUrl } from '../../../config/paths.ts';
import { learningMessages } from '../../../messages/learning.ts';
import { LessonAvailability } from './lesson-availability.tsx';
import { ResourceIcon } from './resource-icon.tsx';

const t = learningMessages;

type Props = {
  courseId: number;
  modules: LearningModule[];
  currentResourceId: number | null;
  /** Anonymous-style overview: lock resources the student cannot open, offer free previews. */
  onPreview?: (resourceId: number) => void;
};

/**
 * The modules accordion (spec §2): each module opens to its lessons; a lesson not yet released
 * shows its date and time remaining; a resource shows its type, a lock when closed and a check
 * when completed.
 */
export function CourseOutline({ courseId, modules, currentResourceId, onPreview }: Props) {
  return (
    <div className="flex flex-col gap-2">
      {modules.map((mod, index) => {
        const resources = mod.lessons.flatMap((l) => l.resources);
        const done = resources.filter((r) => r.progress.completed).length;
        const holdsCurrent = resources.some((r) => r.id === currentResourceId);
        return (
          <details
            key={mod.id}
            open={holdsCurrent || (currentResourceId === null && index === 0)}
            className="group rounded-xl bg-white ring-1 ring-slate-200"
          >
            <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
              <span>{mod.name}</span>
              <span className="shrink-0 text-xs font-normal text-slate-600">
                {t.lesson.completedCount(done, resources.length)}
              </span>
            </summary>
            <ol className="flex flex-col gap-3 px-4 pb-4">
              {mod.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <p className="text-sm font-medium text-slate-800">{lesson.name}</p>
                  {!lesson.available && lesson.data.date_in ? (
                    <LessonAvailability date={lesson.data.date_in} compact />
                  ) : null}
                  <ul className="mt-1 flex flex-col">
                    {lesson.resources.map((r) => {
                      const open = r.data.id_video !== null || r.data.url !== null;
                      const current = r.id === currentResourceId;
                      const label = (
                        <>
                          <ResourceIcon type={r.type} className="size-4 shrink-0" />
                          <span className="min-w-0 flex-1">{r.name}</span>
                          {r.progress.completed ? (
                            <CheckCircle2
                              aria-label={t.player.completed}
                              className="size-4 shrink-0 text-emerald-700"
                            />
                          ) : !open ? (
                            <Lock aria-label={t.overview.locked} className="size-4 shrink-0 text-slate-500" />
                          ) : null}
                        </>
                      );
                      const cls = `flex items-center gap-2 rounded-lg px-2 py-2 text-sm ${
                        current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700'
                      }`;
                      if (onPreview) {
                        return (
                          <li key={r.id}>
                            {open && r.data.free === '1' && [1, 2, 6].includes(r.type) ? (
                              <button
                                type="button"
                                onClick={() => onPreview(r.id)}
                                className={`${cls} w-full text-left hover:bg-slate-50`}
                              >
                                <span className="sr-only">{t.overview.previewPrefix}</span>
                                {label}
                              </button>
                            ) : (
                              <span className={cls}>{label}</span>
                            )}
                          </li>
                        );
                      }
                      return (
                        <li key={r.id}>
                          <Link
                            to={studentCourseUrl({ id: courseId }, r.id)}
                            aria-current={current ? 'page' : undefined}
                            className={`${cls} hover:bg-slate-50`}
                          >
                            {label}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ol>
          </details>
        );
      })}
    </div>
  );
}
