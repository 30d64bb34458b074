import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useRef, useState } from 'react';

type Props = {
  /** Accessible name of the trash icon ("Eliminar su pregunta"). */
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel: string;
  /** Resolves when deleted; throws when refused (the caller announces why). */
  onConfirm: () => Promise<unknown>;
};

/**
 * The owner's trash icon (spec §6), asking once before deleting: a phone tap on the wrong icon should
 * not lose a question. Focus goes to the confirmation, and back to the icon when it closes.
 */
export function DeleteButton({ label, question, confirmLabel, cancelLabel, pendingLabel, onConfirm }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const trashRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (opened.current) trashRef.current?.focus();
  }, [confirming]);

  const close = () => setConfirming(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // refused: the caller has announced why; the item stays, so focus returns to its icon
      setPending(false);
      close();
      return;
    }
    // deleted: this component is about to leave the page with its item
  };

  if (!confirming) {
    return (
      <button
        ref={trashRef}
        type="button"
        aria-label={label}
        title={label}
        onClick={() => {
          opened.current = true;
          setConfirming(true);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden="true" className="h-5 w-5" />
      </button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: an inline confirmation, not a form field group
    <div role="group" aria-label={question} className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-800">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        disabled={pending}
        onClick={confirm}
        onKeyDown={(e) => e.key === 'Escape' && close()}
        className="inline-flex h-11 items-center rounded-full bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
      >
        {pending ? pendingLabel : confirmLabel}
      </button>
      <button
        type="button"
        onClick={close}
        onKeyDown={(e) => e.key === 'Escape' && close()}
        className="inline-flex h-11 items-center rounded-full px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        {cancelLabel}
      </button>
    </div>
  );
}
