import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the auth pages: one centred card under the fixed top bar, full width on phones. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 pb-12 pt-24 sm:pt-28">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** "¿Aún no tiene cuenta? Regístrese" and the like, under a form. */
export function AuthSwitch({
  question,
  to,
  label,
  onClick,
}: {
  question: string;
  to: string;
  label: string;
  onClick?: () => void;
}) {
  return (
    <p className="mt-6 text-slate-700">
      {question}{' '}
      <Link
        to={to}
        onClick={onClick}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {label}
      </Link>
    </p>
  );
}
