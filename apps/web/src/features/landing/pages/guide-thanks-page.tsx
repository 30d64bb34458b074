import { LANDING_TAGS } from '@campus/contract/pages';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useLandingEvent } from '../api/landing-event.ts';
import { GuideDownloadLink, ThanksLayout } from '../components/thanks-layout.tsx';
import { hasStoredLead, storedFirstName } from '../lead-storage.ts';

const t = landingMessages.thanks;

/** /landing/thanks: the guide's thanks page; without the stored sign-up it sends to the landing (spec §2). */
export default function GuideThanksPage() {
  useDocumentTitle(t.title(''));
  const { data } = useLandingEvent(LANDING_TAGS.guide);
  if (!hasStoredLead()) return <Navigate to={paths.landing.guide} replace />;
  const pdf = data?.data.url_download;
  return (
    <ThanksLayout
      title={t.title(storedFirstName())}
      text={t.guideText}
      actions={<GuideDownloadLink href={pdf} />}
    />
  );
}
