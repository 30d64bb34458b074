import { CARD_DESCRIPTION_MAX } from '@campus/contract/constants';
import { truncate } from '@campus/contract/text';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { formatCount } from '../lib/format.ts';
import { es } from '../messages/es.ts';
import { PriceTag } from './price-tag.tsx';

export type CourseCardData = {
  href: string;
  name: string;
  description: string;
  image: string;
  price: string;
  free: boolean;
  featured: boolean;
  /** "Dra. Ana Pérez" line, when the course has an owner. */
  owner: string | null;
  students: number;
};

/**
 * Course card (spec §2): picture, best-seller tag for featured courses ('Más vendido', '+ Vendido'
 * on narrow cards), 'Gratis' badge, owner line, description cut at 120 characters, price, students
 * and a button to see the course information.
 */
export function CourseCard({
  course,
  headingLevel = 3,
  eager = false,
}: {
  course: CourseCardData;
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture at once. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = es.catalogue.card;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-slate-100">
        {course.image ? (
          <img
            src={course.image}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {course.featured ? (
            <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">
              <span className="hidden sm:inline">{t.bestSeller}</span>
              <span className="sm:hidden">{t.bestSellerShort}</span>
            </span>
          ) : null}
          {course.free ? (
            <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {t.free}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={course.href} className="hover:text-brand-700 hover:underline">
            {course.name}
          </Link>
        </Heading>
        {course.owner ? (
          <p className="text-sm text-slate-600">
            {t.by} {course.owner}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{truncate(course.description, CARD_DESCRIPTION_MAX)}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <PriceTag price={course.price} free={course.free} className="text-lg" />
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Users aria-hidden="true" className="h-4 w-4" />
            {course.students === 1 ? t.oneStudent : t.students(formatCount(course.students))}
          </span>
        </div>
        <Link
          to={course.href}
          aria-label={t.seeInfoOf(course.name)}
          className="mt-2 rounded-full bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700"
        >
          {t.seeInfo}
        </Link>
      </div>
    </article>
  );
}
