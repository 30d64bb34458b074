import { LANDING_TAGS } from '@campus/contract/pages';
import { paths } from '../../../config/paths.ts';
import { useLandingVisit } from '../../../lib/landing-visit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { liveEdition, useLandingEvent } from '../api/landing-event.ts';
import { EventWhen } from '../components/event-when.tsx';
import { CheckList, Instructor, JumpToForm, Section } from '../components/sections.tsx';
import { SignUpHero } from '../components/sign-up-hero.tsx';

const t = landingMessages.diabetes;
const FORM_ID = 'registro';

/**
 * /landing/telemedicina-diabetes: the free diabetes webinar (spec §1, §2, §9). Date, times and room
 * come from the data: when the spec's edition (31 January 2022) is over, the next one is offered.
 */
export default function DiabetesLandingPage() {
  useDocumentTitle(t.title);
  useLandingVisit(paths.landing.diabetes);
  const { data } = useLandingEvent(LANDING_TAGS.diabetes);
  const live = liveEdition(data);
  const first = data?.data;
  return (
    <>
      <SignUpHero
        copy={t}
        formId={FORM_ID}
        codeRelation={live?.tag ?? LANDING_TAGS.diabetes}
        event={live}
        magistral
        knownPath={paths.landing.controlThanks}
        thanksPath={paths.landing.diabetesThanks}
      >
        <div className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
          <EventWhen event={live ?? null} />
        </div>
        {first?.is_past && first.date_text && live && live.tag !== first.tag ? (
          <p className="mt-3 text-sm text-brand-100">{landingMessages.event.firstEdition(first.date_text)}</p>
        ) : null}
      </SignUpHero>

      <Section id="aprenderas" title={t.learnTitle}>
        <CheckList items={t.learn} className="text-lg text-slate-800" />
        <p className="mt-6 text-slate-700">{t.speakerNote}</p>
        <div className="mt-8">
          <JumpToForm target={FORM_ID}>{t.cta}</JumpToForm>
        </div>
      </Section>

      <Section id="para-quien" title={landingMessages.common.forWho} tone="slate">
        <CheckList items={t.forWho} className="grid gap-3 text-slate-800 sm:grid-cols-2 sm:space-y-0" />
        <div className="mt-8">
          <h3 className="mb-3 text-lg font-bold text-slate-900">{landingMessages.common.instructor}</h3>
          <Instructor />
        </div>
      </Section>
    </>
  );
}
