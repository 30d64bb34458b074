import { LANDING_TAGS } from '@campus/contract/pages';
import { detailUrl, paths } from '../../../config/paths.ts';
import { useLandingVisit } from '../../../lib/landing-visit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useLandingEvent } from '../api/landing-event.ts';
import { ContactLeadButton } from '../components/contact-lead-button.tsx';
import { PriceBox } from '../components/price-box.tsx';
import {
  CtaLink,
  Facts,
  Instructor,
  LandingHero,
  ProblemSection,
  SalesActions,
  Section,
} from '../components/sections.tsx';

const t = landingMessages.workshop;

/** /pro/comunicacion-tm: the paid 3-day communication workshop (spec §1, §9; price from the course). */
export default function WorkshopPage() {
  useDocumentTitle(t.title);
  useLandingVisit(paths.landing.workshop);
  const { data } = useLandingEvent(LANDING_TAGS.workshop);
  const event = data?.data ?? null;
  const buyTo = event?.course ? detailUrl(event.course) : paths.courses;
  const buy = (className = '') => (
    <CtaLink to={buyTo} className={className}>
      {t.cta}
    </CtaLink>
  );
  return (
    <>
      <LandingHero eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle}>
        <Facts facts={t.facts} />
        <SalesActions buy={buy()} contact={<ContactLeadButton landingId={event?.id ?? null} />} />
      </LandingHero>

      <ProblemSection title={t.problemTitle} paragraphs={t.problem} />

      <Section id="programa" title={t.daysTitle} tone="slate">
        <ol className="space-y-4">
          {t.days.map((d) => (
            <li key={d.title} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-slate-900">{d.title}</h3>
              <p className="mt-2 text-slate-700">{d.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <h3 className="mb-3 text-lg font-bold text-slate-900">{landingMessages.common.instructor}</h3>
          <Instructor />
        </div>
      </Section>

      <Section id="inscripcion" title={t.closingTitle} tone="brand">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <p className="text-lg text-brand-100">{t.closingText}</p>
          <PriceBox event={event} title={t.title} includes={t.includes} action={buy('sm:w-full')} />
        </div>
      </Section>
    </>
  );
}
