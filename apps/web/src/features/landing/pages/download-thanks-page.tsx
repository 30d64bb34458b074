import { LANDING_TAGS } from '@campus/contract/pages';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useLandingEvent } from '../api/landing-event.ts';
import { GuideDownloadLink, ThanksLayout } from '../components/thanks-layout.tsx';
import { storedFirstName } from '../lead-storage.ts';

const t = landingMessages.thanks;

/** /pro/descarga/gracias: after a guide sign-up (lead type 1), with the guide to download. */
export default function DownloadThanksPage() {
  useDocumentTitle(t.title(''));
  const { data } = useLandingEvent(LANDING_TAGS.guide);
  const pdf = data?.data.url_download;
  return (
    <ThanksLayout
      title={t.title(storedFirstName())}
      text={t.guideText}
      actions={<GuideDownloadLink href={pdf} />}
    />
  );
}
