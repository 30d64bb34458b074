import { useId, useRef, useState } from 'react';
import { FormAlert } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { secondaryButton } from '../../components/admin-ui.tsx';

const t = adminMessages.catalogue;

/**
 * A file input and its upload button. The server checks size and type by the bytes and answers in
 * Spanish (too large, wrong type); that answer is shown under the field.
 */
export function FileUpload({
  label,
  hint,
  accept,
  pending,
  error,
  done,
  onUpload,
}: {
  label: string;
  hint?: string;
  accept: string;
  pending: boolean;
  error: unknown;
  done: boolean;
  onUpload: (file: File) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => setChosen(Boolean(e.target.files?.length))}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-semibold"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          disabled={!chosen || pending}
          onClick={() => {
            const file = input.current?.files?.[0];
            if (file) onUpload(file);
          }}
          className={secondaryButton}
        >
          {pending ? t.uploading : t.upload}
        </button>
      </div>
      {error ? (
        <FormAlert>{error instanceof ApiError ? error.message : adminMessages.common.loadError}</FormAlert>
      ) : done ? (
        <FormAlert tone="success">{t.uploaded}</FormAlert>
      ) : null}
    </div>
  );
}
