import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { ThanksLayout } from '../components/thanks-layout.tsx';
import { hasStoredLead } from '../lead-storage.ts';

const t = landingMessages.diabetesThanks;

/**
 * /landing/telemedicina-diabetes/thanks (DiabetesThanks). Spec §2: without first name, last name
 * and e-mail stored it sends to '10-obstaculos'; its button goes back to the webinar landing.
 */
export default function DiabetesThanksPage() {
  useDocumentTitle(t.title);
  if (!hasStoredLead()) return <Navigate to={paths.landing.guide} replace />;
  return (
    <ThanksLayout
      title={t.title}
      text={t.text}
      actions={
        <Link
          to={paths.landing.diabetes}
          className="inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t.back}
        </Link>
      }
    />
  );
}
