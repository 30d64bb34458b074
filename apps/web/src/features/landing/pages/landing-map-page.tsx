import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';

const t = landingMessages.map;

/** /landing-map: every landing page (spec §2 landingMap). */
export default function LandingMapPage() {
  useDocumentTitle(t.title);
  return (
    <div className="bg-slate-50 pt-24 pb-12 sm:pt-28">
      <div className="mx-auto max-w-5xl px-4">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t.intro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {t.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <span
                  className={`self-start rounded-full px-3 py-1 text-xs font-bold uppercase ${
                    item.free ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
                  }`}
                >
                  {item.free ? t.free : t.paid}
                </span>
                <span className="mt-3 text-xl font-bold text-slate-900">{item.title}</span>
                <span className="mt-2 flex-1 text-slate-700">{item.text}</span>
                <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                  {t.open}
                  <ArrowRight
                    aria-hidden="true"
                    className="h-4 w-4 transition-transform group-hover:translate-x-1"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
