import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import MessageCircle from 'lucide-react/icons/message-circle';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { paths } from '../../../config/paths.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useMarketing } from '../api/marketing.ts';
import { ThanksVideo } from './thanks-video.tsx';

const t = landingMessages.thanks;

/**
 * What every thanks page shows (spec §2): the confirmation, its own actions (download, room…), a
 * video and links to the messaging group and to a chat with a counsellor. The video and the links
 * are the operator's (marketing settings); one that is not set is not shown.
 */
export function ThanksLayout({
  title,
  text,
  actions,
  next = true,
  standalone = false,
}: {
  title: string;
  text: string;
  actions?: ReactNode;
  next?: boolean;
  /** Outside the site layout there is no fixed navigation bar to clear. */
  standalone?: boolean;
}) {
  const { marketing } = useMarketing();
  const video = marketing?.thanks_video ?? null;
  const groupUrl = marketing?.whatsapp_group_url ?? null;
  const chatUrl = marketing?.chat_url ?? null;
  return (
    <div className={`bg-slate-50 pb-12 ${standalone ? 'pt-8' : 'pt-24 sm:pt-28'}`}>
      <div className="mx-auto max-w-3xl space-y-8 px-4">
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
          <CircleCheck aria-hidden="true" className="mx-auto h-14 w-14 text-emerald-600" />
          <h1 className="mt-3 text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">{text}</p>
          {actions ? (
            <div className="mt-6 flex flex-col items-center gap-3">
              <SectionBoundary name="thanks.actions">{actions}</SectionBoundary>
            </div>
          ) : null}
        </div>

        {video ? (
          <section
            aria-labelledby="video-bienvenida"
            className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="video-bienvenida" className="mb-4 text-xl font-bold text-slate-900">
              {t.videoTitle}
            </h2>
            <SectionBoundary name="thanks.video">
              <ThanksVideo video={video} />
            </SectionBoundary>
          </section>
        ) : null}

        {groupUrl || chatUrl ? (
          <section aria-labelledby="comunidad" className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
            <h2 id="comunidad" className="text-xl font-bold">
              {t.communityTitle}
            </h2>
            <p className="mt-2 text-brand-100">{t.communityText}</p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              {groupUrl ? (
                <a
                  href={groupUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-emerald-500 px-6 font-semibold text-slate-950 hover:bg-emerald-400"
                >
                  <Users aria-hidden="true" className="h-5 w-5" />
                  {t.group}
                </a>
              ) : null}
              {chatUrl ? (
                <a
                  href={chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <MessageCircle aria-hidden="true" className="h-5 w-5" />
                  {t.chat}
                </a>
              ) : null}
            </div>
          </section>
        ) : null}

        {next ? (
          <section
            aria-labelledby="siguiente-paso"
            className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="siguiente-paso" className="text-xl font-bold text-slate-900">
              {t.nextTitle}
            </h2>
            <p className="mt-2 text-slate-700">{t.nextText}</p>
            <Link
              to={paths.landing.telemedicine}
              className="mt-4 inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t.nextCta}
            </Link>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** A link styled as the main button of a thanks page. */
export function ActionLink({
  href,
  children,
  download,
}: {
  href: string;
  children: ReactNode;
  download?: boolean;
}) {
  return (
    <a
      href={href}
      download={download || undefined}
      target={download ? undefined : '_blank'}
      rel={download ? undefined : 'noopener noreferrer'}
      className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
    >
      {children}
    </a>
  );
}

/** The landing's download button (the guide, a class's gift), once its link is known. */
export function GuideDownloadLink({
  href,
  label = t.download,
}: {
  href: string | null | undefined;
  label?: string;
}) {
  if (!href) return null;
  return (
    <ActionLink href={href} download>
      <Download aria-hidden="true" className="h-5 w-5" />
      {label}
    </ActionLink>
  );
}
