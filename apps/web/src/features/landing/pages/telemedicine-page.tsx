import { LANDING_TAGS } from '@campus/contract/pages';
import Award from 'lucide-react/icons/award';
import Video from 'lucide-react/icons/video';
import { paths } from '../../../config/paths.ts';
import { useLandingVisit } from '../../../lib/landing-visit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useLandingEvent } from '../api/landing-event.ts';
import { ContactLeadButton } from '../components/contact-lead-button.tsx';
import { PriceBox } from '../components/price-box.tsx';
import {
  CtaLink,
  Facts,
  Faq,
  Instructor,
  LandingHero,
  ProblemSection,
  SalesActions,
  Section,
} from '../components/sections.tsx';
import { TestimonialGallery } from '../components/testimonial-gallery.tsx';

const t = landingMessages.telemedicine;

function BuyLink({ className = '' }: { className?: string }) {
  return (
    <CtaLink to={paths.landing.offer} className={className}>
      {t.cta}
    </CtaLink>
  );
}

/**
 * /pro/telemedicina: the paid telemedicine course (spec §1, §2, §9: 19 videos, 16 lectures, 3 live
 * sessions, certificate at 75 %, price from the course). The call to action goes to
 * /pro/Telemedicina/oferta, i.e. to buying the course.
 */
export default function TelemedicinePage() {
  useDocumentTitle(t.title);
  useLandingVisit(paths.landing.telemedicine);
  const { data } = useLandingEvent(LANDING_TAGS.telemedicine);
  const event = data?.data ?? null;
  return (
    <>
      <LandingHero eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle}>
        <Facts facts={t.facts} />
        <SalesActions buy={<BuyLink />} contact={<ContactLeadButton landingId={event?.id ?? null} />} />
      </LandingHero>

      <ProblemSection title={t.problemTitle} paragraphs={t.problem} />

      <Section id="temario" title={t.modulesTitle} tone="slate">
        <ol className="grid gap-4 sm:grid-cols-2">
          {t.modules.map((m, i) => (
            <li key={m.title} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <p className="text-sm font-bold text-brand-700">Módulo {i + 1}</p>
              <h3 className="mt-1 text-lg font-bold text-slate-900">{m.title}</h3>
              <p className="mt-2 text-slate-700">{m.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="en-vivo" title={t.liveTitle}>
        <ul className="space-y-3">
          {t.live.map((item) => (
            <li key={item} className="flex gap-3 text-slate-800">
              <Video aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 flex gap-3 rounded-xl bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200">
          <Award aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-700" />
          {t.certificate}
        </p>
        <div className="mt-8">
          <h3 className="mb-3 text-lg font-bold text-slate-900">{landingMessages.common.instructor}</h3>
          <Instructor />
        </div>
      </Section>

      <Section id="testimonios" title={t.testimonialsTitle} tone="slate">
        <p className="mb-5 text-slate-700">{t.testimonialsIntro}</p>
        <TestimonialGallery />
      </Section>

      <Section id="inscripcion" title={t.closingTitle} tone="brand">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <p className="text-lg text-brand-100">{t.closingText}</p>
          <PriceBox
            event={event}
            title={t.priceTitle}
            includes={t.includes}
            action={<BuyLink className="sm:w-full" />}
          />
        </div>
      </Section>

      <Section id="preguntas" title={t.faqTitle}>
        <Faq items={t.faq} />
        <div className="mt-8 flex flex-col gap-3 text-brand-800 sm:flex-row">
          <BuyLink />
          <ContactLeadButton landingId={event?.id ?? null} />
        </div>
      </Section>
    </>
  );
}
