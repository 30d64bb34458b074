import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { es } from '../../../messages/es.ts';

// The dialog, the form and its rules load on the first click (or hover), not with the home page.
const loadDialog = () => import('./contact-dialog.tsx');
const ContactDialog = lazy(loadDialog);

/** The home page's contact button: opens the contact modal. */
export function ContactModalButton({ className = '' }: { className?: string }) {
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
        className={`inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-6 font-semibold text-brand-800 shadow hover:bg-brand-50 ${className}`}
      >
        <MessageSquare aria-hidden="true" className="h-5 w-5" />
        {es.contact.open}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
