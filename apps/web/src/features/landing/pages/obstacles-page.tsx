import { LANDING_TAGS } from '@campus/contract/pages';
import Gift from 'lucide-react/icons/gift';
import { paths } from '../../../config/paths.ts';
import { useLandingVisit } from '../../../lib/landing-visit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { liveEdition, useLandingEvent } from '../api/landing-event.ts';
import { EventWhen } from '../components/event-when.tsx';
import { CheckList, Instructor, JumpToForm, Section } from '../components/sections.tsx';
import { SignUpHero } from '../components/sign-up-hero.tsx';

const t = landingMessages.obstacles;
const FORM_ID = 'registro';

/** /pro/obstaculos-tm: the free master class on the 10 obstacles (lead type 2, magistral). */
export default function ObstaclesPage() {
  useDocumentTitle(t.title);
  useLandingVisit(paths.landing.obstacles);
  const { data } = useLandingEvent(LANDING_TAGS.obstacles);
  const live = liveEdition(data);
  return (
    <>
      <SignUpHero
        copy={t}
        formId={FORM_ID}
        codeRelation={live?.tag ?? LANDING_TAGS.obstacles}
        event={live}
        magistral
        knownPath={paths.landing.masterClassThanks}
        thanksPath={paths.landing.masterClassThanks}
      >
        <div className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
          <EventWhen event={live} />
        </div>
      </SignUpHero>

      <Section id="aprenderas" title={t.learnTitle}>
        <CheckList items={t.learn} className="text-lg text-slate-800" />
        <p className="mt-6 flex gap-3 rounded-xl bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200">
          <Gift aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-700" />
          {t.bonus}
        </p>
        <div className="mt-8">
          <JumpToForm target={FORM_ID}>{t.cta}</JumpToForm>
        </div>
      </Section>

      <Section id="docente" title={landingMessages.common.instructor} tone="slate">
        <Instructor />
      </Section>
    </>
  );
}
