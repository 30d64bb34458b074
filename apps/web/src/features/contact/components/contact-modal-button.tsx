import MessageSquare from 'lucide-react/icons/message-square';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { es } from '../../../messages/es.ts';

// The dialog, the form and its rules load on the first click (or hover), not with the home page.
const ContactDialog = lazyDialog(() => import('./contact-dialog.tsx'));

/** The home page's contact button: opens the contact modal. */
export function ContactModalButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={ContactDialog.preload}
        onFocus={ContactDialog.preload}
        aria-haspopup="dialog"
        className={`inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-6 font-semibold text-brand-800 shadow hover:bg-brand-50 ${className}`}
      >
        <MessageSquare aria-hidden="true" className="h-5 w-5" />
        {es.contact.open}
      </button>
      <ContactDialog.Dialog show={open} open={open} onOpenChange={setOpen} />
    </>
  );
}
