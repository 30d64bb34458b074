import { LANDING_TAGS } from '@campus/contract/pages';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLandingVisit } from '../../../lib/landing-visit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useLandingEvent } from '../api/landing-event.ts';
import { CheckList, Instructor, JumpToForm, ProblemSection, Section } from '../components/sections.tsx';
import { SignUpHero } from '../components/sign-up-hero.tsx';

// The question form carries the captcha widget: it loads only when the visitor opens it.
const GuideQuestionForm = lazy(() => import('../components/guide-question-form.tsx'));
const t = landingMessages.guide;
const FORM_ID = 'registro';

/** /landing/10-obstaculos: the free guide (spec §1, §2) with the e-mail-first sign-up of §4. */
export default function GuideLandingPage() {
  useDocumentTitle(t.title);
  useLandingVisit(paths.landing.guide);
  const { data } = useLandingEvent(LANDING_TAGS.guide);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <SignUpHero
        copy={t}
        formId={FORM_ID}
        codeRelation={LANDING_TAGS.guide}
        event={data?.data ?? null}
        magistral={false}
        knownPath={paths.landing.downloadThanks}
        thanksPath={paths.landing.guideThanks}
      >
        <img
          src="/media/courses/10-obstaculos-al-iniciar-la-telemedicina.webp"
          alt={t.imageAlt}
          width={800}
          height={450}
          fetchPriority="high"
          decoding="async"
          className="hidden aspect-video w-full max-w-lg rounded-xl shadow-lg ring-1 ring-white/20 sm:block"
        />
      </SignUpHero>

      <ProblemSection title={t.problemTitle} paragraphs={t.problem} />

      <Section id="contenido-guia" title={t.listTitle} tone="slate">
        <CheckList items={t.list} className="text-lg text-slate-800" />
        <div className="mt-8">
          <JumpToForm target={FORM_ID}>{t.cta}</JumpToForm>
        </div>
      </Section>

      <Section id="para-quien" title={landingMessages.common.forWho}>
        <CheckList items={t.forWho} className="grid gap-3 text-slate-800 sm:grid-cols-2 sm:space-y-0" />
        <div className="mt-8">
          <h3 className="mb-3 text-lg font-bold text-slate-900">{landingMessages.common.instructor}</h3>
          <Instructor />
        </div>
      </Section>

      <Section id="pregunta" title={t.questionTitle} tone="slate">
        <p className="mb-5 text-slate-700">{t.questionIntro}</p>
        <div className="max-w-2xl rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
          {asking ? (
            <Suspense fallback={<Spinner />}>
              <GuideQuestionForm codeRelation={LANDING_TAGS.guide} />
            </Suspense>
          ) : (
            <button
              type="button"
              onClick={() => setAsking(true)}
              className="inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t.questionOpen}
            </button>
          )}
        </div>
      </Section>
    </>
  );
}
