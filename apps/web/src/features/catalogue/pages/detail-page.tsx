import type { CourseDetail, Resource } from '@campus/contract/catalogue';
import { slugify } from '@campus/contract/slug';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CourseCard } from '../../../components/course-card.tsx';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { type TabItem, Tabs } from '../../../components/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { addToOfflineCart, useInOfflineCart } from '../../../lib/offline-cart.ts';
import { useStoredUser } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast.ts';
import { detailMessages } from '../../../messages/course-detail.ts';
import { es } from '../../../messages/es.ts';
import { useCourseDetail } from '../api/get-course-detail.ts';
import { useRelatedCourses } from '../api/get-related-courses.ts';
import { useCatalogueArea } from '../catalogue-area.tsx';
import { toCardData } from '../components/card-data.ts';
import { CourseHeader, courseHeaderFromPage } from '../components/course-header.tsx';
import { ModulesList } from '../components/modules-list.tsx';
import { PurchaseBox } from '../components/purchase-box.tsx';
import { SpecialistCard } from '../components/specialist-card.tsx';
import { VideoModal } from '../components/video-modal.tsx';
import { usePageTitle } from '../use-page-title.ts';

export type LoginModalRenderer = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

/** The logged-in student's server cart, composed by the app (the cart feature provides it). */
export type DetailCart = {
  add: (course: { id: number }) => void;
  addingId: number | null;
  inCart: (courseId: number) => boolean;
  cartLink: { to: string; label: string };
};

type DetailPageProps = {
  /** The login modal (email, password, forgot-password and register links), composed by the app. */
  renderLoginModal?: LoginModalRenderer;
  /** Inside the student area: buying goes to the server cart instead of the device's. */
  cart?: DetailCart;
};

function parseCourseId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function NotFound() {
  const t = detailMessages;
  const area = useCatalogueArea();
  return (
    <div className={`mx-auto max-w-3xl px-4 pb-16 text-center ${area.kind === 'student' ? 'pt-8' : 'pt-28'}`}>
      <h1 className="text-2xl font-bold text-slate-900">{t.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{t.notFoundText}</p>
      <Link
        to={area.listUrl({ category: 'all', name: 'todos' })}
        className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {es.catalogue.seeAll}
      </Link>
    </div>
  );
}

function Related({ courseId }: { courseId: number }) {
  const { data } = useRelatedCourses(courseId);
  const { courseUrl, kind } = useCatalogueArea();
  const inset = kind === 'student' ? '' : 'px-4';
  if (!data || data.data.length === 0) return null;
  return (
    <section aria-labelledby="relacionados" className={`mx-auto max-w-7xl pt-12 ${inset}`}>
      <h2 id="relacionados" className="mb-6 text-2xl font-bold text-slate-900">
        {detailMessages.related}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {data.data.map((item) => (
          <li key={item.id}>
            <CourseCard course={toCardData(item, courseUrl)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CourseView({ course, renderLoginModal, cart }: { course: CourseDetail } & DetailPageProps) {
  const t = detailMessages;
  const user = useStoredUser();
  // The student shell already pads its content.
  const inset = useCatalogueArea().kind === 'student' ? '' : 'px-4';
  const [tab, setTab] = useState('about');
  const [video, setVideo] = useState<Resource | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const owner = course.course_owner;
  const ownerName = owner ? `${owner.name} ${owner.lastname}`.trim() : null;

  const inOfflineCart = useInOfflineCart(course.id);

  /**
   * Spec §4: a student's course goes to the server cart; an anonymous visitor's goes into the
   * device's cart (uploaded after login) and the login modal opens.
   */
  const add = () => {
    if (cart) {
      cart.add(course);
      return;
    }
    const added = addToOfflineCart({
      id: course.id,
      name: course.courses.name,
      price: course.data.price,
      image: course.resources_image.data,
    });
    if (added) toast.success(t.added);
    else toast.warning(t.duplicate);
    if (!user) setLoginOpen(true);
  };

  const tabs: TabItem[] = [
    {
      id: 'about',
      label: t.tabs.about,
      content: (
        <div className="space-y-4 text-slate-800">
          <h2 className="text-xl font-semibold text-slate-900">{t.aboutTitle}</h2>
          {(course.courses.about || course.courses.description).split(/\n{2,}/).map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      ),
    },
    {
      id: 'modules',
      label: t.tabs.modules,
      content: <ModulesList modules={course.modules} onPlay={setVideo} />,
    },
    ...(owner
      ? [{ id: 'specialist', label: t.tabs.specialist, content: <SpecialistCard owner={owner} /> }]
      : []),
  ];

  return (
    <>
      <CourseHeader
        course={{
          name: course.courses.name,
          description: course.courses.description,
          owner: ownerName,
          date: course.date_in,
          featured: course.destacate === 'true',
          free: course.data.free === '1',
          category: course.categories[0] ?? null,
        }}
      />
      <div className={`mx-auto grid max-w-7xl gap-8 pt-8 lg:grid-cols-[1fr_360px] ${inset}`}>
        <div className="lg:order-2">
          <div className="lg:sticky lg:top-20">
            <SectionBoundary name="detail.purchase">
              <PurchaseBox
                course={course}
                onAdd={add}
                inCart={cart ? cart.inCart(course.id) : inOfflineCart}
                adding={cart?.addingId === course.id}
                cartLink={cart?.cartLink}
              />
            </SectionBoundary>
          </div>
        </div>
        <div className="min-w-0 lg:order-1">
          <SectionBoundary name="detail.tabs">
            <Tabs label={t.tabsLabel} items={tabs} selected={tab} onSelect={setTab} />
          </SectionBoundary>
        </div>
      </div>
      <SectionBoundary name="detail.related">
        <Related courseId={course.id} />
      </SectionBoundary>
      <SectionBoundary name="detail.video">
        <VideoModal resource={video} onClose={() => setVideo(null)} />
      </SectionBoundary>
      <SectionBoundary name="detail.login">
        {renderLoginModal?.({ open: loginOpen, onOpenChange: setLoginOpen })}
      </SectionBoundary>
    </>
  );
}

/** Course detail `/detail/{slug}?course={id}` (spec §2), or the student's overview `/v2/product/{id}`. */
export default function DetailPage({ renderLoginModal, cart }: DetailPageProps) {
  const [params] = useSearchParams();
  const { slug, id: pathId } = useParams();
  const navigate = useNavigate();
  const area = useCatalogueArea();
  const student = area.kind === 'student';
  const courseId = parseCourseId(student ? (pathId ?? null) : params.get('course'));
  const { data, isPending, error } = useCourseDetail(courseId);
  usePageTitle(data?.courses.name ?? null);

  // Keep the public address canonical: the slug follows the course name.
  useEffect(() => {
    if (data && !student && slug !== slugify(data.courses.name))
      navigate(area.courseUrl({ id: data.id, name: data.courses.name }), { replace: true });
  }, [data, slug, navigate, student, area]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll up when another course opens
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [courseId]);

  if (courseId === null) return <NotFound />;
  if (isPending) {
    const seed = courseHeaderFromPage(courseId);
    if (!seed || student) return <Spinner className={student ? 'min-h-96' : 'min-h-screen pt-28'} />;
    return (
      <>
        <CourseHeader course={seed} />
        <Spinner className="min-h-screen" />
      </>
    );
  }
  if (error) {
    if (error instanceof ApiError && error.status < 500) return <NotFound />;
    return (
      <p className={`px-4 pb-16 text-center text-slate-700 ${student ? 'pt-8' : 'pt-28'}`}>
        {es.catalogue.loadError}
      </p>
    );
  }
  return <CourseView course={data} renderLoginModal={renderLoginModal} cart={cart} />;
}
