import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@campus/contract/profile-rules';
import Camera from 'lucide-react/icons/camera';
import UserRound from 'lucide-react/icons/user-round';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { es } from '../../../messages/es.ts';
import { profileMessages } from '../../../messages/profile.ts';
import { useUploadPhoto } from '../api/current-user.ts';

const t = profileMessages.photo;

/** Checks what the browser can before uploading; the server checks the bytes again. */
function problemWith(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return t.invalidType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return t.tooLarge;
  return null;
}

/** Profile photo: choose a picture, see it before sending, upload (JPG, PNG or WebP up to 5 MB). */
export function PhotoForm({ current, name }: { current: string | null; name: string }) {
  const mutation = useUploadPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    mutation.reset();
    const problem = chosen ? problemWith(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    mutation.mutate(file, {
      onSuccess: (res) => {
        setFile(null);
        toast.success(res.message);
      },
    });
  };

  const shown = preview ?? current;
  const serverError =
    mutation.error instanceof ApiError
      ? (mutation.error.errors.image?.[0] ?? mutation.error.message)
      : mutation.error
        ? es.common.genericError
        : null;

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="h-28 w-28 shrink-0 overflow-hidden rounded-full bg-slate-200 ring-4 ring-white shadow">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t.preview : `${t.current}: ${name}`}
            width={112}
            height={112}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-slate-500">
            <UserRound aria-hidden="true" className="h-14 w-14" />
            <span className="sr-only">{t.none}</span>
          </span>
        )}
      </div>
      <div className="flex flex-col gap-3">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500"
          >
            <Camera aria-hidden="true" className="h-5 w-5" />
            {t.choose}
            <input
              id={inputId}
              type="file"
              accept={PROFILE_IMAGE_TYPES.join(',')}
              onChange={onChoose}
              aria-invalid={error ? true : undefined}
              aria-errormessage={error ? errorId : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              className="sr-only"
            />
          </label>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {file ? file.name : t.hint}
          </p>
          {/* announced as soon as a wrong file is chosen; the input points at it (aria-describedby) */}
          <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
            {error}
          </p>
        </div>
        {file ? (
          <SubmitButton pending={mutation.isPending} pendingLabel={t.uploading} className="self-start">
            {t.upload}
          </SubmitButton>
        ) : null}
      </div>
    </form>
  );
}
