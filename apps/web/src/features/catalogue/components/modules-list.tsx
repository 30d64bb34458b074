import { isLessonAvailable, timeUntil } from '@campus/contract/availability';
import type { CourseModule, Resource } from '@campus/contract/catalogue';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Lock from 'lucide-react/icons/lock';
import LockOpen from 'lucide-react/icons/lock-open';
import PlayCircle from 'lucide-react/icons/play-circle';
import { formatHomeDate } from '../../../lib/format.ts';
import { useRenderNow } from '../../../lib/use-render-now.ts';
import { detailMessages } from '../../../messages/course-detail.ts';
import { isPreviewable } from './video-modal.tsx';

function ResourceRow({ resource, onPlay }: { resource: Resource; onPlay: (r: Resource) => void }) {
  const t = detailMessages;
  const open = resource.data.free === '1';
  const Icon = open ? LockOpen : Lock;
  return (
    <li className="flex items-center gap-3 py-2">
      <Icon
        aria-label={open ? t.unlocked : t.locked}
        role="img"
        className={`h-4 w-4 shrink-0 ${open ? 'text-emerald-700' : 'text-slate-500'}`}
      />
      <span className="min-w-0 flex-1 text-slate-800">{resource.name}</span>
      {isPreviewable(resource) ? (
        <button
          type="button"
          onClick={() => onPlay(resource)}
          aria-label={t.play(resource.name)}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
        >
          <PlayCircle aria-hidden="true" className="h-6 w-6" />
        </button>
      ) : null}
    </li>
  );
}

/** Modules with their lessons and resources; padlocks show what a visitor can open (spec §2, §4). */
export function ModulesList({ modules, onPlay }: { modules: CourseModule[]; onPlay: (r: Resource) => void }) {
  const t = detailMessages;
  // The page is rendered by the server (and cached): it and the browser count from one instant.
  const now = useRenderNow();
  if (modules.length === 0) return <p className="text-slate-700">{t.noModules}</p>;
  return (
    <ol className="space-y-3">
      {modules.map((mod, mi) => (
        <li key={mod.id}>
          <details open={mi === 0} className="group rounded-xl border border-slate-200 bg-white">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 font-semibold text-slate-900">
              <span>
                <span className="text-brand-700">{mi + 1}.</span> {mod.name}
              </span>
              <span className="shrink-0 text-sm font-normal text-slate-600">
                {t.lessons(mod.lessons.length)}
              </span>
            </summary>
            <ol className="divide-y divide-slate-100 border-t border-slate-100 px-4">
              {mod.lessons.map((lesson) => {
                const available = isLessonAvailable(lesson.data.date_in, now);
                const left = lesson.data.date_in ? timeUntil(lesson.data.date_in, now) : null;
                return (
                  <li key={lesson.id} className="py-3">
                    <p className="font-medium text-slate-900">{lesson.name}</p>
                    {!available && lesson.data.date_in && left ? (
                      <p className="mt-1 inline-flex items-center gap-1 text-sm text-amber-800">
                        <CalendarClock aria-hidden="true" className="h-4 w-4" />
                        {t.availableOn(formatHomeDate(lesson.data.date_in))} ·{' '}
                        {t.remaining(left.days, left.hours, left.minutes)}
                      </p>
                    ) : null}
                    <ul className="mt-1">
                      {lesson.resources.map((r) => (
                        <ResourceRow key={r.id} resource={r} onPlay={onPlay} />
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ol>
          </details>
        </li>
      ))}
    </ol>
  );
}
