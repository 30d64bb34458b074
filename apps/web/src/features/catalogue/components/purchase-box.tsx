import type { CourseDetail } from '@campus/contract/catalogue';
import Award from 'lucide-react/icons/award';
import BookOpen from 'lucide-react/icons/book-open';
import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import Headphones from 'lucide-react/icons/headphones';
import Layers from 'lucide-react/icons/layers';
import Users from 'lucide-react/icons/users';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/price-tag.tsx';
import { formatCount } from '../../../lib/format.ts';
import { detailMessages } from '../../../messages/course-detail.ts';

/**
 * Price, buy button and what the course includes (spec §2, §4): a paid course with an external
 * checkout link toggles the payment-method panel (card → the cart, or that link); with the card as
 * the only way to pay, 'Comprar' goes straight to it (a panel with one choice is a click for
 * nothing). A free course's 'Registrarse' adds it straight away (for a student, that enrols).
 */
export function PurchaseBox({
  course,
  onAdd,
  inCart,
  adding = false,
  cartLink,
}: {
  course: CourseDetail;
  onAdd: () => void;
  /** Whether the course is already in the cart (the server's for a student, the device's otherwise). */
  inCart: boolean;
  /** While the course is being added: the buttons wait. */
  adding?: boolean;
  /** The link to the cart (students only), shown once the course is in it. */
  cartLink?: { to: string; label: string };
}) {
  const t = detailMessages;
  const free = course.data.free === '1';
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const checkoutUrl = course.course_hotmart?.checkoutUrl;
  // The panel is a choice: only a course with a second way to pay has one.
  const direct = free || !checkoutUrl;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {course.resources_image.data ? (
        <img
          src={course.resources_image.data}
          alt=""
          width={640}
          height={360}
          fetchPriority="high"
          className="mb-4 hidden aspect-[16/9] w-full rounded-xl object-cover lg:block"
        />
      ) : null}
      <p className="text-sm text-slate-600">{t.price}</p>
      <p className="text-3xl">
        <PriceTag price={course.data.price} free={free} />
        {free ? null : <span className="ml-2 text-base font-semibold text-slate-600">USD</span>}
      </p>
      <button
        type="button"
        onClick={direct ? onAdd : () => setPanelOpen((o) => !o)}
        disabled={direct && adding}
        aria-busy={(direct && adding) || undefined}
        aria-expanded={direct ? undefined : panelOpen}
        aria-controls={direct ? undefined : panelId}
        className="mt-4 w-full rounded-full bg-accent-600 px-6 py-3 text-lg font-bold text-white hover:bg-amber-800 disabled:cursor-wait disabled:opacity-70"
      >
        {free ? t.register : t.buy}
      </button>
      {inCart ? (
        <p className="mt-2 flex flex-wrap items-center justify-center gap-x-3 text-sm font-medium text-emerald-700">
          {t.inCart}
          {cartLink ? (
            <Link to={cartLink.to} className="font-semibold text-brand-700 underline underline-offset-2">
              {cartLink.label}
            </Link>
          ) : null}
        </p>
      ) : null}
      {!direct && panelOpen ? (
        <fieldset id={panelId} className="mt-4 space-y-2 rounded-xl bg-slate-50 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t.payTitle}</legend>
          <button
            type="button"
            onClick={onAdd}
            disabled={adding}
            aria-busy={adding || undefined}
            className="flex w-full items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 text-left hover:border-brand-600 disabled:cursor-wait disabled:opacity-70"
          >
            <CreditCard aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold text-slate-900">{t.payCard}</span>
              <span className="block text-sm text-slate-600">{t.payCardNote}</span>
            </span>
          </button>
          <a
            href={checkoutUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="flex w-full items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:border-brand-600"
          >
            <ExternalLink aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold text-slate-900">{t.payExternal}</span>
              <span className="block text-sm text-slate-600">{t.payExternalNote}</span>
            </span>
          </a>
        </fieldset>
      ) : null}
      <h2 className="mt-6 font-semibold text-slate-900">{t.includes}</h2>
      <ul className="mt-2 space-y-2 text-slate-700">
        <li className="flex items-center gap-2">
          <Layers aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t.modules(course.modules.length)}
        </li>
        <li className="flex items-center gap-2">
          <BookOpen aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t.lessons(course.lessons_in_course)}
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t.students(course.users_in_course, formatCount(course.users_in_course))}
        </li>
        <li className="flex items-center gap-2">
          <Headphones aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t.audio}
        </li>
        {course.courses.data.certificate === 1 ? (
          <li className="flex items-center gap-2">
            <Award aria-hidden="true" className="h-5 w-5 text-brand-700" />
            {t.certificate}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
