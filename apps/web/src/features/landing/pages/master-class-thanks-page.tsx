import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { ClassDetails } from '../components/class-details.tsx';
import { ThanksLayout } from '../components/thanks-layout.tsx';
import { storedFirstName } from '../lead-storage.ts';

const t = landingMessages.thanks;

/** /pro/master_class/gracias: after signing up for a master class or webinar (lead types other than 1). */
export default function MasterClassThanksPage() {
  useDocumentTitle(t.masterTitle);
  const name = storedFirstName();
  return (
    <ThanksLayout
      title={name ? `${t.title(name)} ${t.masterTitle}` : t.masterTitle}
      text={t.masterText}
      actions={<ClassDetails />}
    />
  );
}
