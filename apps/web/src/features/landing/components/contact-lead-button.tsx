import { lazy, Suspense, useState } from 'react';
import { es } from '../../../messages/es.ts';

// The dialog, the form and the captcha widget load when the visitor asks for them (or points at
// the button): the landing itself stays light.
const loadDialog = () => import('./contact-lead-dialog.tsx');
const ContactLeadDialog = lazy(loadDialog);
const t = es.landing.common;

export function ContactLeadButton({
  landingId,
  className = '',
}: {
  landingId: number | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className={`inline-flex h-12 items-center justify-center rounded-full border-2 border-current px-6 font-semibold hover:bg-white/10 ${className}`}
      >
        {t.contactAdvisor}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ContactLeadDialog open={open} onOpenChange={setOpen} landingId={landingId} />
        </Suspense>
      ) : null}
    </>
  );
}
