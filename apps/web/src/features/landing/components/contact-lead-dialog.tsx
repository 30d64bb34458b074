import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { landingMessages } from '../../../messages/landing.ts';

const ContactLeadFormView = lazy(() => import('./contact-lead-form.tsx'));
const t = landingMessages.common;

/** The "talk to a counsellor" dialog with the contact lead form. */
export default function ContactLeadDialog({
  open,
  onOpenChange,
  landingId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  landingId: number | null;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.contactAdvisorTitle}
      description={t.contactAdvisorIntro}
      size="lg"
    >
      <Suspense fallback={<Spinner />}>
        <ContactLeadFormView landingId={landingId} onDone={() => onOpenChange(false)} />
      </Suspense>
    </Modal>
  );
}
