import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { type ReactNode, useRef } from 'react';
import { es } from '../messages/es.ts';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown to screen readers only when the design has no visible heading. */
  hideTitle?: boolean;
  description?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
};

/**
 * Handlers for a Radix `Dialog.Content` opened without a `Dialog.Trigger` (every dialog of the
 * site is controlled): Radix would give focus back to a trigger it does not have, so focus fell to
 * <body>. This remembers the element focused when the dialog opened and focuses it on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before focus moves into the dialog: the active element is what opened it.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * Accessible dialog (focus trap, Escape, labelled, focus back to its opener on close) on Radix,
 * with the site's look.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  size = 'md',
  children,
}: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className={hideTitle ? 'sr-only' : 'text-xl font-semibold text-slate-900'}>
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 ml-auto rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={es.common.close}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-slate-600">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
