import { LANDING_TAGS } from '@campus/contract/pages';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { ClassDetails } from '../components/class-details.tsx';
import { StandaloneFrame } from '../components/standalone-frame.tsx';
import { ThanksLayout } from '../components/thanks-layout.tsx';
import { hasWebinarThanksFlag, storedFirstName } from '../lead-storage.ts';

const t = landingMessages.webinar;

/** /telemedicina-diabetes/gracias (standalone): back to the signup unless the session flag is set (spec §2). */
export default function WebinarThanksPage() {
  useDocumentTitle(t.thanksTitle(''));
  if (!hasWebinarThanksFlag()) return <Navigate to={paths.landing.webinar} replace />;
  return (
    <StandaloneFrame>
      <ThanksLayout
        standalone
        title={t.thanksTitle(storedFirstName())}
        text={t.thanksText}
        actions={
          <>
            <ClassDetails fallbackTag={LANDING_TAGS.diabetes} />
            <Link
              to={paths.landing.webinar}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {t.back}
            </Link>
          </>
        }
      />
    </StandaloneFrame>
  );
}
