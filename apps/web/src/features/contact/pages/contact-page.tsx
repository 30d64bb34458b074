import { formatPhone } from '@campus/contract/phone-rules';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import { lazy, Suspense } from 'react';
import { useProject } from '../../../lib/project.ts';
import { useDeferredMount } from '../../../lib/use-deferred-mount.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { contactMessages } from '../../../messages/contact.ts';

// The form and its rules load right after the page's text is shown.
const ContactFormView = lazy(() => import('../components/contact-form.tsx'));
const t = contactMessages;
/** The form's height, kept while it loads so the page does not jump. */
const FORM_BOX = 'min-h-[42rem] sm:min-h-[35rem] lg:min-h-[36.25rem]';

/** /contact: the contact form (same as the home modal) with the other ways to reach the team. */
export default function ContactPage() {
  useDocumentTitle(t.title);
  const project = useProject().data?.data;
  // The chat contact is the operator's (marketing settings); not shown until set.
  const chatUrl = project?.marketing.chat_url ?? null;
  const ready = useDeferredMount();
  return (
    <div className="bg-slate-50 pt-24 pb-12 sm:pt-28">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 lg:grid-cols-[1fr_20rem]">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t.pageTitle}</h1>
          <p className="mt-3 text-lg text-slate-700">{t.pageIntro}</p>
          <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7">
            <h2 className="sr-only">{t.title}</h2>
            <div className={FORM_BOX}>
              {ready ? (
                <Suspense fallback={null}>
                  <ContactFormView idPrefix="contacto" />
                </Suspense>
              ) : null}
            </div>
          </div>
        </div>
        <aside aria-labelledby="canales" className="space-y-4">
          <h2 id="canales" className="text-xl font-bold text-slate-900">
            {t.channelsTitle}
          </h2>
          {chatUrl ? (
            <a
              href={chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-600"
            >
              <MessageCircle aria-hidden="true" className="h-6 w-6 shrink-0 text-emerald-700" />
              <span>
                <span className="block font-semibold text-slate-900">
                  {t.whatsapp} · {formatPhone(project?.marketing.chat_phone ?? '')}
                </span>
                <span className="text-sm text-slate-600">{t.whatsappText}</span>
              </span>
            </a>
          ) : null}
          {project?.email ? (
            <a
              href={`mailto:${project.email}`}
              className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-600"
            >
              <Mail aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{t.emailChannel}</span>
                <span className="text-sm break-all text-slate-600">{project.email}</span>
              </span>
            </a>
          ) : null}
          <div className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <Clock aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold text-slate-900">{t.hoursTitle}</span>
              <span className="text-sm text-slate-600">{t.hours}</span>
            </span>
          </div>
        </aside>
      </div>
      <section aria-labelledby="preguntas-contacto" className="mx-auto mt-12 max-w-5xl px-4">
        <h2 id="preguntas-contacto" className="text-2xl font-bold text-slate-900">
          {t.faqTitle}
        </h2>
        <dl className="mt-4 space-y-4">
          {t.faq.map((item) => (
            <div key={item.q} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <dt className="font-semibold text-slate-900">{item.q}</dt>
              <dd className="mt-1 text-slate-700">{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
