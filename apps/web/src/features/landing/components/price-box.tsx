import type { LandingEvent } from '@campus/contract/leads';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/format.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { CheckList } from './sections.tsx';

const t = landingMessages.price;

/** The price of a paid landing, from its course (spec §9: 247 and 137 USD come from the data). */
export function PriceBox({
  event,
  includes,
  title,
  action,
}: {
  event: LandingEvent | null | undefined;
  includes: readonly string[];
  title: string;
  action: ReactNode;
}) {
  const course = event?.course ?? null;
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl ring-1 ring-slate-200">
      <p className="font-semibold text-slate-700">{title}</p>
      <CheckList items={includes} className="mt-4" />
      <div className="mt-6 border-t border-slate-200 pt-5">
        <p className="text-sm font-semibold text-slate-600 uppercase">{t.label}</p>
        {course ? (
          <p className="mt-1 text-4xl font-extrabold text-slate-900">
            {formatPrice(course.price)}{' '}
            <span className="text-lg font-semibold text-slate-600">{t.currency}</span>
          </p>
        ) : (
          <p className="mt-1 h-10 text-slate-600">{t.loading}</p>
        )}
        <p className="mt-1 text-sm text-slate-600">{t.oneTime}</p>
      </div>
      <div className="mt-5">{action}</div>
    </div>
  );
}
