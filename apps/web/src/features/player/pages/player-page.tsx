import { PLAYABLE_RESOURCE_TYPES } from '@campus/contract/constants';
import type { LearningResource, MountedCourse, PlaybackReportResponse } from '@campus/contract/learning';
import { formatPosition } from '@campus/contract/notes-rules';
import { useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import ListTree from 'lucide-react/icons/list-tree';
import X from 'lucide-react/icons/x';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, matchPath, useParams } from 'react-router';
import { AfterPaint } from '../../../components/after-paint.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths, studentCourseUrl } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { learningMessages } from '../../../messages/learning.ts';
import { courseDetailKey, useCourseDetail } from '../api/get-course-detail.ts';
import { useOpenResource } from '../api/open-resource.ts';
import { CourseOutline } from '../components/course-outline.tsx';
import { LessonAvailability } from '../components/lesson-availability.tsx';
import { ResourceIcon } from '../components/resource-icon.tsx';
import { useProgressReporter } from '../components/use-progress-reporter.ts';
import { type PlayerState, VideoPlayer, type VideoPlayerHandle } from '../components/video-player.tsx';
import { videoSource } from '../components/video-source.ts';

const t = learningMessages;

// The course is asked for by the router, with this page's code (router.tsx, get-course-detail.ts).

// The overview (enrolment, the cart, a preview dialog) is most of this page's code and is not on
// screen while a lesson plays: a lesson's address does not wait for it (its chunks were a third of
// the requests before the lesson could paint). An overview's address asks for it here,
// beside the course request, so it does not chain after the course data either.
const loadOverview = () => import('../components/course-overview.tsx');
const onOverviewAddress = (pathname: string) => {
  const match = matchPath(paths.student.course, pathname);
  return match !== null && !match.params.resource;
};
const earlyOverview =
  typeof window !== 'undefined' && onOverviewAddress(window.location.pathname) ? loadOverview() : undefined;
const CourseOverview = lazy(() =>
  (earlyOverview ?? loadOverview()).then((m) => ({ default: m.CourseOverview })),
);
const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** What the notes panel gets: the course, the resource on screen, its playhead and a way to jump. */
export type NotesContext = {
  courseId: number;
  resourceId: number | null;
  currentTime: number;
  seek: (seconds: number) => void;
};

/** Panels other features provide; the app route composes them (features do not import each other). */
export type PlayerPageProps = {
  questions?: ReactNode;
  notes?: (ctx: NotesContext) => ReactNode;
  certificate?: ReactNode;
  mentoring?: ReactNode;
};

/**
 * `/v2/courses/:id/:resource?`: without a resource, the course overview; with one, the player
 * (spec §2): menu button, video or resource, modules accordion, the lesson's resources, and the
 * panels of questions, notes, certificate and mentoring.
 */
export default function PlayerPage(props: PlayerPageProps) {
  const params = useParams();
  const courseId = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const resourceId = /^\d+$/.test(params.resource ?? '') ? Number(params.resource) : null;
  const { data, isError, error, refetch } = useCourseDetail(courseId);
  // The course's answer is rendered as a transition, which yields to the browser every few
  // milliseconds: rendered at once, the whole lesson was one task of ~200 ms on a phone's CPU, the
  // page frozen to a tap meanwhile (Lighthouse's blocking time). The spinner stays until then.
  const course = useDeferredValue(data);
  useDocumentTitle(course?.name ?? t.loading);

  if (courseId === 0 || (isError && error instanceof ApiError && error.status === 404)) {
    return <Missing text={t.notFound} />;
  }
  if (isError) return <LoadError message={t.loadError} onRetry={() => refetch()} />;
  // (Another course's answer, deferred from before the address changed, is not this one.)
  if (!course || course.id !== courseId) return <Spinner label={t.loading} />;
  if (resourceId === null || !course.enrolled) {
    return (
      <Suspense fallback={<Spinner label={t.loading} />}>
        <CourseOverview course={course} />
      </Suspense>
    );
  }
  return <Player course={course} resourceId={resourceId} {...props} />;
}

function Missing({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-slate-700">{text}</p>
      <Link to={paths.student.home} className="font-semibold text-brand-700 underline">
        {t.backToCourses}
      </Link>
    </div>
  );
}

function locate(course: MountedCourse, resourceId: number) {
  const flat = course.modules.flatMap((m) => m.lessons.flatMap((l) => l.resources.map((r) => ({ r, l }))));
  const index = flat.findIndex((x) => x.r.id === resourceId);
  return {
    current: index >= 0 ? flat[index] : undefined,
    previous: index > 0 ? flat[index - 1]?.r : undefined,
    next: index >= 0 ? flat[index + 1]?.r : undefined,
  };
}

function Player({
  course,
  resourceId,
  questions,
  notes,
  certificate,
  mentoring,
}: PlayerPageProps & { course: MountedCourse; resourceId: number }) {
  // The outline starts open beside the lesson on a wide screen, closed on a phone, until toggled.
  const wide = useMediaQuery('(min-width: 1024px)', false);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const menuOpen = toggled ?? wide;
  // Until toggled, a wide screen keeps the outline's column from the first paint: the server cannot
  // know the screen, so the outline mounts after hydration, into room already there instead of
  // narrowing the lesson under the reader (a layout shift). A phone's single column ignores it.
  const outlineColumn = toggled ?? true;
  // The playhead's second lives outside the player's state: held there, it re-rendered the whole
  // player and every panel each second of playback; only the notes slot reads it.
  const [playhead] = useState(createPlayhead);
  const player = useRef<VideoPlayerHandle>(null);
  const { current, previous, next } = locate(course, resourceId);
  const seek = useCallback((seconds: number) => player.current?.seek(seconds), []);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Link to={studentCourseUrl(course)} className="font-semibold text-brand-800 hover:underline">
          {course.name}
        </Link>
        <div className="flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => setToggled(!menuOpen)}
            aria-expanded={menuOpen}
            aria-controls="course-menu"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <ListTree aria-hidden="true" className="size-5" />
            )}
            {menuOpen ? t.player.closeMenu : t.player.openMenu}
          </button>
          <p className="text-sm text-slate-700">{t.player.courseProgress(course.progress.percent)}</p>
        </div>
      </div>
      <div className={`grid gap-6 ${outlineColumn ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}`}>
        <div className="flex min-w-0 flex-col gap-4">
          {current ? (
            <ResourcePane
              key={current.r.id}
              course={course}
              resource={current.r}
              lessonAvailable={current.l.available}
              lessonDate={current.l.data.date_in}
              playerRef={player}
              onTime={playhead.set}
            />
          ) : (
            <p className="rounded-lg bg-white p-4 text-slate-700 ring-1 ring-slate-200">
              {t.player.resourceNotFound}
            </p>
          )}
          <nav aria-label={t.player.lessonResources} className="flex justify-between gap-2">
            {previous ? (
              <Link
                to={studentCourseUrl(course, previous.id)}
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                <ArrowLeft aria-hidden="true" className="size-4" /> {t.player.previous}
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link
                to={studentCourseUrl(course, next.id)}
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                {t.player.next} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </nav>
          {current && current.l.resources.length > 1 ? (
            <section
              aria-labelledby="lesson-resources"
              className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              <h2 id="lesson-resources" className="mb-2 font-semibold text-slate-900">
                {t.player.lessonResources}: {current.l.name}
              </h2>
              <ul className="flex flex-col">
                {current.l.resources.map((r) => (
                  <li key={r.id}>
                    <Link
                      to={studentCourseUrl(course, r.id)}
                      aria-current={r.id === resourceId ? 'page' : undefined}
                      className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50 aria-[current=page]:font-semibold"
                    >
                      <ResourceIcon type={r.type} />
                      <span className="flex-1">{r.name}</span>
                      <span className="text-xs text-slate-600">{t.player.typeLabel[r.type]}</span>
                      {r.progress.completed ? (
                        <CheckCircle2 aria-label={t.player.completed} className="size-4 text-emerald-700" />
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {/* Not lazy, so it arrives first: above the lazy panels, which then push nothing in view. */}
          {mentoring}
          {/* The panels' code (lazy, ~80 KB) is asked for once the lesson is on screen. */}
          <AfterPaint>{certificate}</AfterPaint>
          {notes ? (
            <AfterPaint>
              <NotesSlot
                render={notes}
                playhead={playhead}
                courseId={course.id}
                resourceId={current ? resourceId : null}
                seek={seek}
              />
            </AfterPaint>
          ) : null}
          <AfterPaint>{questions}</AfterPaint>
        </div>
        {menuOpen ? (
          <aside id="course-menu" aria-label={t.player.menu} className="order-first lg:order-none">
            <CourseOutline courseId={course.id} modules={course.modules} currentResourceId={resourceId} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}

type Playhead = { get(): number; set(second: number): void; subscribe(listener: () => void): () => void };

function createPlayhead(): Playhead {
  let second = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => second,
    set: (next) => {
      if (next === second) return;
      second = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The notes panel, re-rendered alone as the playhead's second changes. */
function NotesSlot({
  render,
  playhead,
  ...ctx
}: Omit<NotesContext, 'currentTime'> & { render: (ctx: NotesContext) => ReactNode; playhead: Playhead }) {
  const currentTime = useSyncExternalStore(playhead.subscribe, playhead.get, playhead.get);
  return render({ ...ctx, currentTime });
}

function ResourcePane({
  course,
  resource,
  lessonAvailable,
  lessonDate,
  playerRef,
  onTime,
}: {
  course: MountedCourse;
  resource: LearningResource;
  lessonAvailable: boolean;
  lessonDate: string | null;
  playerRef: React.RefObject<VideoPlayerHandle | null>;
  onTime: (seconds: number) => void;
}) {
  const open = resource.data.id_video !== null || resource.data.url !== null;
  const heading = <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{resource.name}</h1>;
  if (!lessonAvailable && lessonDate) {
    return (
      <div className="flex flex-col gap-3">
        {heading}
        {/* In the video's frame: the page keeps a lesson's layout, and what loads below stays out of view. */}
        <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-amber-50">
          <LessonAvailability date={lessonDate} />
        </div>
      </div>
    );
  }
  if (!open) {
    return (
      <div className="flex flex-col gap-3">
        {heading}
        <p className="rounded-lg bg-slate-100 p-4 text-slate-700">{t.player.notEnrolled}</p>
      </div>
    );
  }
  return PLAYABLE_RESOURCE_TYPES.includes(resource.type) ? (
    <VideoPane course={course} resource={resource} heading={heading} playerRef={playerRef} onTime={onTime} />
  ) : (
    <FilePane course={course} resource={resource} heading={heading} />
  );
}

function ProgressNote({ resource }: { resource: LearningResource }) {
  const p = resource.progress;
  if (p.completed) {
    return (
      <p className="flex items-center gap-1 text-sm font-semibold text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-4" /> {t.player.completed}
      </p>
    );
  }
  if (p.watched_seconds === 0) return <p className="text-sm text-slate-700">{t.player.notStarted}</p>;
  return <p className="text-sm text-slate-700">{t.player.watched(p.percent, p.required_percent)}</p>;
}

function VideoPane({
  course,
  resource,
  heading,
  playerRef,
  onTime,
}: {
  course: MountedCourse;
  resource: LearningResource;
  heading: ReactNode;
  playerRef: React.RefObject<VideoPlayerHandle | null>;
  onTime: (seconds: number) => void;
}) {
  const queryClient = useQueryClient();
  const [rate, setRate] = useState(1);
  const source = videoSource(resource);
  const lastSecond = useRef(-1);
  const key = courseDetailKey(course.id);

  const onReport = useCallback(
    (res: PlaybackReportResponse) => {
      // Show the server's figures at once ("82 % visto, 90 % necesario").
      queryClient.setQueryData<MountedCourse>(key, (old) =>
        old
          ? {
              ...old,
              progress: res.course ?? old.progress,
              modules: old.modules.map((m) => ({
                ...m,
                lessons: m.lessons.map((l) => ({
                  ...l,
                  resources: l.resources.map((r) =>
                    r.id === res.resource_id
                      ? { ...r, progress: { ...res.progress, position: r.progress.position } }
                      : r,
                  ),
                })),
              })),
            }
          : old,
      );
      if (res.just_completed) void queryClient.invalidateQueries({ queryKey: ['my-courses'] });
    },
    [queryClient, key],
  );
  // Spec §4: the video's end reloads the course detail.
  const onEnded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['my-courses'] });
  }, [queryClient, key]);

  const { onEvent, saving, offline, lengthUnknown } = useProgressReporter({
    courseId: course.id,
    resourceId: resource.id,
    enabled: resource.progress.duration_seconds !== null,
    onReport,
    onEnded,
  });
  const handleEvent = useCallback(
    (event: Parameters<typeof onEvent>[0], state: PlayerState) => {
      onEvent(event, state);
      const second = Math.floor(state.time);
      if (second !== lastSecond.current) {
        lastSecond.current = second;
        onTime(second);
      }
    },
    [onEvent, onTime],
  );

  // The resume position is read once per resource: later cache updates must not move the video.
  const [startAt] = useState(resource.progress.position);
  useEffect(() => onTime(startAt), [onTime, startAt]);

  return (
    <div className="flex flex-col gap-3">
      {source ? (
        <VideoPlayer
          ref={playerRef}
          source={source}
          title={t.player.videoTitle(resource.name)}
          startAt={startAt}
          rate={rate}
          labels={{
            captions: t.player.captions,
            play: t.player.play,
            resume: t.player.resumeAt(formatPosition(startAt)),
          }}
          onEvent={handleEvent}
        />
      ) : null}
      {heading}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div aria-live="polite" className="flex flex-col gap-1">
          {lengthUnknown ? (
            <p className="text-sm text-amber-800">{t.player.durationUnknown}</p>
          ) : (
            <ProgressNote resource={resource} />
          )}
          {offline ? <p className="text-sm text-amber-800">{t.player.offline}</p> : null}
          {saving ? <span className="sr-only">{t.player.saving}</span> : null}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          {t.player.speed}
          <select
            value={rate}
            onChange={(e) => setRate(Number(e.target.value))}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t.player.speedOption(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-xs text-slate-600">{t.player.keyboardHint}</p>
    </div>
  );
}

function FilePane({
  course,
  resource,
  heading,
}: {
  course: MountedCourse;
  resource: LearningResource;
  heading: ReactNode;
}) {
  const openResource = useOpenResource();
  const url = resource.data.url ?? '';
  const download = resource.type === 5;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <ResourceIcon type={resource.type} /> {t.player.typeLabel[resource.type]}
      </p>
      {heading}
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          download={download ? '' : undefined}
          aria-label={t.player.openLink(resource.name)}
          onClick={() =>
            openResource.mutate({
              courseId: course.id,
              resourceId: resource.id,
              lessonId: resource.lessons_id,
            })
          }
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {download ? t.player.download : t.player.open}
        </a>
        {resource.progress.completed ? (
          <p className="flex items-center gap-1 text-sm font-semibold text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-4" /> {t.player.opened}
          </p>
        ) : null}
      </div>
    </div>
  );
}
