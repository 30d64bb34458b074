import { Modal } from '../../../components/modal.tsx';
import { contactMessages } from '../../../messages/contact.ts';
import ContactFormView from './contact-form.tsx';

/** The contact modal (spec §2, §4): closed, open, sent; it closes after 'Mensaje enviado'. */
export default function ContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={contactMessages.title}
      description={contactMessages.intro}
      size="lg"
    >
      <ContactFormView idPrefix="contacto-modal" onSent={() => onOpenChange(false)} />
    </Modal>
  );
}
