import { lazy, Suspense, useId } from 'react';
import { useDeferredMount } from '../../../lib/use-deferred-mount.ts';
import { landingMessages } from '../../../messages/landing.ts';
import type { Props } from './email-first-steps.tsx';
import { StepPlaceholder } from './step-placeholder.tsx';

// The steps carry the form rules (zod, phone metadata): they load after the page's text is shown.
const EmailFirstSteps = lazy(() => import('./email-first-steps.tsx'));
const t = landingMessages;

/**
 * The e-mail-first flow of spec §4: the e-mail alone (trimmed); a known one (1) says 'Gracias por
 * tu registro' and goes to the thanks page; an unknown one (0) opens the full form (name, last name,
 * e-mail, phone with country, terms note) with the spec's prompt. 'noProcess' keeps the form open
 * with the spec's toast and alert; any other answer is success.
 */
export function EmailFirstForm(props: Props) {
  const headingId = useId();
  const ready = useDeferredMount();
  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl bg-white p-5 text-slate-900 shadow-xl ring-1 ring-slate-200 sm:p-7"
    >
      <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
        {props.title}
      </h2>
      <p className="mt-1 text-slate-600">{props.intro}</p>
      <div className="mt-5">
        {ready ? (
          <Suspense fallback={<StepPlaceholder />}>
            <EmailFirstSteps {...props} />
          </Suspense>
        ) : (
          <StepPlaceholder />
        )}
      </div>
      <p className="mt-4 text-sm text-slate-600">{t.form.privacy}</p>
    </section>
  );
}
