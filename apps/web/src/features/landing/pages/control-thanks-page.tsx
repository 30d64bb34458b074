import { LANDING_TAGS } from '@campus/contract/pages';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { ClassDetails } from '../components/class-details.tsx';
import { ThanksLayout } from '../components/thanks-layout.tsx';

const t = landingMessages.thanks;

/** /ponla-en-control/gracias: a known e-mail on the diabetes landing, already signed up (spec §4). */
export default function ControlThanksPage() {
  useDocumentTitle(t.controlTitle);
  return (
    <ThanksLayout
      title={t.controlTitle}
      text={t.controlText}
      actions={<ClassDetails fallbackTag={LANDING_TAGS.diabetes} />}
    />
  );
}
