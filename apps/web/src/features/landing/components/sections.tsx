import Check from 'lucide-react/icons/check';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { landingMessages } from '../../../messages/landing.ts';

/** A page section with a heading (labelled for screen readers). */
export function Section({
  id,
  title,
  children,
  tone = 'white',
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'white' | 'slate' | 'brand';
  className?: string;
}) {
  const bg = tone === 'slate' ? 'bg-slate-50' : tone === 'brand' ? 'bg-brand-800 text-white' : 'bg-white';
  return (
    <section aria-labelledby={id} className={`${bg} py-12 sm:py-16 ${className}`}>
      <div className="mx-auto max-w-5xl px-4">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <div className="mt-6">
          <SectionBoundary name={`section.${id}`}>{children}</SectionBoundary>
        </div>
      </div>
    </section>
  );
}

export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Big numbers of a program (19 clases, 16 lecturas…). */
export function Facts({ facts }: { facts: readonly { value: string; label: string }[] }) {
  return (
    <dl className={`grid gap-3 ${facts.length === 3 ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4'}`}>
      {facts.map((f) => (
        <div key={f.label} className="rounded-xl bg-white/10 px-4 py-3 text-center ring-1 ring-white/20">
          <dt className="sr-only">{f.label}</dt>
          <dd>
            <span className="block text-3xl font-extrabold">{f.value}</span>
            <span className="text-sm text-brand-100">{f.label}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Native disclosure widgets: accessible with no script, and nothing to download. */
export function Faq({ items }: { items: readonly { q: string; a: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.q} className="group px-4 py-1 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 marker:hidden">
            <span>{item.q}</span>
            <span
              aria-hidden="true"
              className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="pb-4 text-slate-700">{item.a}</p>
        </details>
      ))}
    </div>
  );
}

export function Instructor() {
  const c = landingMessages.common;
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <img
        src="/media/specialists/andres-sebastian-villacres-mora.webp"
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className="h-24 w-24 shrink-0 rounded-full object-cover"
      />
      <div>
        <p className="font-bold text-slate-900">{c.instructorName}</p>
        <p className="text-sm font-medium text-brand-700">{c.instructorRole}</p>
        <p className="mt-2 text-slate-700">{c.instructorBio}</p>
      </div>
    </div>
  );
}

/** The hero of a landing: eyebrow, title, subtitle, the call to action and what sits beside it. */
export function LandingHero({
  eyebrow,
  title,
  subtitle,
  children,
  aside,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 pt-24 pb-12 text-white sm:pt-28 sm:pb-16">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 lg:grid-cols-[1fr_26rem] lg:items-start">
        <div>
          <p className="text-sm font-bold tracking-wide text-amber-300 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg text-brand-50">{subtitle}</p>
          {children ? (
            <div className="mt-6">
              <SectionBoundary name="landing.hero">{children}</SectionBoundary>
            </div>
          ) : null}
        </div>
        <SectionBoundary name="landing.form">{aside}</SectionBoundary>
      </div>
    </div>
  );
}

/** "Get it" button: jumps to the form and puts the cursor in its first field. */
export function JumpToForm({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      onClick={() => {
        window.setTimeout(() => document.querySelector<HTMLInputElement>(`#${target} input`)?.focus(), 350);
      }}
      className="inline-flex h-12 items-center justify-center rounded-full bg-amber-400 px-7 font-bold text-slate-900 shadow hover:bg-amber-300"
    >
      {children}
    </a>
  );
}

/** The yellow call to action of a sales page. */
export function CtaLink({
  to,
  children,
  className = '',
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex h-12 w-full items-center justify-center rounded-full bg-amber-400 px-7 font-bold text-slate-900 shadow hover:bg-amber-300 sm:w-auto ${className}`}
    >
      {children}
    </Link>
  );
}

/** The paragraphs of a page's "problem" section. */
export function ProblemSection({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <Section id="problema" title={title}>
      <div className="space-y-4 text-lg text-slate-700">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </Section>
  );
}

/** The buy button and the "talk to a counsellor" button of a sales page. */
export function SalesActions({ buy, contact }: { buy: ReactNode; contact: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      {buy}
      {contact}
    </div>
  );
}
