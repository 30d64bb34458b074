import { TERMS_DOCUMENT_ID } from '@campus/contract/auth-rules';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/form-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { authMessages } from '../../../messages/auth.ts';
import { es } from '../../../messages/es.ts';
import { useLegalDocument } from '../api/get-legal-document.ts';

const t = authMessages.register;

/** A block is a heading when it is a short numbered title ("3. Pagos y facturación"). */
const isHeading = (block: string) => /^\d+\.\s/.test(block) && block.length < 90 && !block.endsWith('.');

/** The legal document's plain text: paragraphs separated by a blank line, numbered headings. */
function LegalText({ body }: { body: string }) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-3 text-slate-800">
      {blocks.map((block, i) =>
        isHeading(block) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text is static; blocks never move
          <h3 key={i} className="mt-2 font-semibold text-slate-900">
            {block}
          </h3>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={i}>{block}</p>
        ),
      )}
    </div>
  );
}

/**
 * The terms checkbox (spec §2, §5) with a link that opens legal document 1 in a modal; its
 * "Aceptar" button ticks the box.
 */
export function TermsField({
  registration,
  error,
  onAccept,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  onAccept: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { data, isPending, isError, refetch } = useLegalDocument(TERMS_DOCUMENT_ID, open);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-labelledby={`${id}-label ${id}-link`}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <p className="text-slate-800">
          <label id={`${id}-label`} htmlFor={id}>
            {t.termsPrefix}
          </label>{' '}
          <button
            id={`${id}-link`}
            type="button"
            onClick={() => setOpen(true)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t.termsLink}
          </button>
        </p>
      </div>
      <FieldError id={errorId} message={error} />
      <Modal open={open} onOpenChange={setOpen} title={data?.title ?? es.footer.terms} size="lg">
        {isPending ? (
          <Spinner label={t.termsLoading} />
        ) : isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert">{t.termsError}</p>
            <button
              type="button"
              onClick={() => refetch()}
              className="font-semibold text-brand-700 underline"
            >
              {es.common.retry}
            </button>
          </div>
        ) : (
          <LegalText body={data.body} />
        )}
        <div className="sticky -bottom-5 -mx-5 -mb-5 mt-6 border-t border-slate-200 bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
          <button
            type="button"
            onClick={() => {
              onAccept();
              setOpen(false);
            }}
            className="h-12 w-full rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:w-auto"
          >
            {t.termsAccept}
          </button>
        </div>
      </Modal>
    </div>
  );
}
