import { CART_CODE } from '@campus/contract/cart-rules';
import type { MountedCourse } from '@campus/contract/learning';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/modal.tsx';
import { paths, studentCourseUrl } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { learningMessages } from '../../../messages/learning.ts';
import { useEnrol } from '../api/enrol.ts';
import { useInCart } from '../api/get-cart-ids.ts';
import { CourseOutline } from './course-outline.tsx';
import { VideoPlayer } from './video-player.tsx';
import { videoSource } from './video-source.ts';

const t = learningMessages;

/** First resource to open: the first one not completed whose lesson is open, else the first. */
export function nextResourceId(course: MountedCourse): number | null {
  const all = course.modules.flatMap((m) => m.lessons.filter((l) => l.available).flatMap((l) => l.resources));
  return (all.find((r) => !r.progress.completed) ?? all[0])?.id ?? null;
}

/**
 * The course overview (spec §2): image, name, description, price and one button (enrol, go to the
 * cart, or enter the course), then the modules with their locks and free previews.
 */
export function CourseOverview({ course }: { course: MountedCourse }) {
  const inCart = useInCart(course.id, !course.enrolled);
  const enrol = useEnrol(course.id);
  const [preview, setPreview] = useState<number | null>(null);
  const previewResource = course.modules
    .flatMap((m) => m.lessons.flatMap((l) => l.resources))
    .find((r) => r.id === preview);
  const previewSource = previewResource ? videoSource(previewResource) : null;
  const next = nextResourceId(course);
  const started = course.progress.completed > 0;

  const onEnrol = () =>
    enrol.mutate(undefined, {
      onSuccess: (res) => {
        if (res.code === CART_CODE.added) toast.success(t.overview.added);
        else if (res.code === CART_CODE.alreadyOwned) toast.warning(t.overview.owned);
        else toast.success(res.message);
      },
      onError: () => toast.error(t.overview.addError),
    });

  const button =
    'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

  return (
    <div className="flex flex-col gap-6">
      <section className="grid gap-4 overflow-hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-[2fr_3fr] md:p-6">
        <img
          src={course.data.imageUrl}
          alt=""
          width={640}
          height={360}
          className="aspect-video w-full rounded-xl bg-slate-200 object-cover"
        />
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{course.name}</h1>
          <p className="text-slate-700">{course.description}</p>
          {course.enrolled ? (
            <p className="text-sm font-medium text-slate-700">
              {t.overview.progress(course.progress.percent)}
            </p>
          ) : (
            <p className="text-lg font-bold text-slate-900">
              <span className="sr-only">{t.overview.price}: </span>
              {course.data.free === '1' ? t.overview.free : formatPrice(course.data.price)}
            </p>
          )}
          <div>
            {course.enrolled ? (
              next !== null ? (
                <Link to={studentCourseUrl(course, next)} className={button}>
                  {started ? t.overview.continue : t.overview.enter}
                </Link>
              ) : null
            ) : inCart ? (
              <Link to={paths.student.cart} className={button}>
                {t.overview.goToCart}
              </Link>
            ) : (
              <button type="button" onClick={onEnrol} disabled={enrol.isPending} className={button}>
                {enrol.isPending ? t.overview.enrolling : t.overview.enrol}
              </button>
            )}
          </div>
        </div>
      </section>
      {course.about ? (
        <section className="flex flex-col gap-3 text-slate-700">
          {course.about.split(/\n{2,}/).map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="course-outline-title" className="flex flex-col gap-3">
        <h2 id="course-outline-title" className="text-xl font-bold text-slate-900">
          {t.overview.modulesTitle}
        </h2>
        <CourseOutline
          courseId={course.id}
          modules={course.modules}
          currentResourceId={null}
          onPreview={course.enrolled ? undefined : setPreview}
        />
      </section>
      <Modal
        open={previewSource !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={previewResource ? t.player.videoTitle(previewResource.name) : ''}
        size="xl"
      >
        {previewResource && previewSource ? (
          <VideoPlayer
            source={previewSource}
            title={previewResource.name}
            startAt={0}
            rate={1}
            labels={{ captions: t.player.captions }}
            onEvent={() => {}}
          />
        ) : null}
      </Modal>
    </div>
  );
}
