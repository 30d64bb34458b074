import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { landingMessages } from '../../../messages/landing.ts';

// The dialog, the form and the captcha widget load when the visitor asks for them (or points at
// the button): the landing itself stays light.
const ContactLeadDialog = lazyDialog(() => import('./contact-lead-dialog.tsx'));
const t = landingMessages.common;

export function ContactLeadButton({
  landingId,
  className = '',
}: {
  landingId: number | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={ContactLeadDialog.preload}
        onFocus={ContactLeadDialog.preload}
        aria-haspopup="dialog"
        className={`inline-flex h-12 items-center justify-center rounded-full border-2 border-current px-6 font-semibold hover:bg-white/10 ${className}`}
      >
        {t.contactAdvisor}
      </button>
      <ContactLeadDialog.Dialog show={open} open={open} onOpenChange={setOpen} landingId={landingId} />
    </>
  );
}
