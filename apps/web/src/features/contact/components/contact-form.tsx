import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '@campus/contract/constants';
import { CONTACT_FORM_RELATION, type ContactForm, contactFormSchema } from '@campus/contract/leads';
import { isPhoneCountry, toE164 } from '@campus/contract/phone-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField, FieldError, FormField, inputClass, TextField } from '../../../components/form-field.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatList } from '../../../lib/format.ts';
import { useGeo } from '../../../lib/geo.ts';
import { readRemembered, useRememberFields } from '../../../lib/remembered-form.ts';
import { toast } from '../../../lib/toast.ts';
import { contactMessages } from '../../../messages/contact.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useSendComment } from '../api/send-comment.ts';
import { missingContactFields } from './missing-fields.ts';

const t = contactMessages;
const REMEMBER_KEY = 'campus:contactForm';
const REMEMBERED = ['name', 'last_name', 'email', 'country', 'movil', 'message'] as const;

/**
 * The contact form of the modal and the /contact page (spec §2, §4, §5): name, last name, e-mail,
 * phone with dial code (optional; country EC, as every form, until geolocation answers), message and
 * terms. The send button enables once every field is valid, and until then says what is missing;
 * values are remembered in this browser. Sending shows 'Enviando…', then 'Mensaje enviado', and
 * calls `onSent` (the modal closes).
 */
export default function ContactFormView({ onSent, idPrefix }: { onSent?: () => void; idPrefix: string }) {
  const geo = useGeo();
  const send = useSendComment();
  const countryTouched = useRef(false);
  const remembered = readRemembered<ContactForm>(REMEMBER_KEY);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    resetField,
    formState: { errors, isValid },
  } = useForm<ContactForm>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: remembered.name ?? '',
      last_name: remembered.last_name ?? '',
      email: remembered.email ?? '',
      country: isPhoneCountry(remembered.country) ? remembered.country : DEFAULT_PHONE_COUNTRY,
      movil: remembered.movil ?? '',
      message: remembered.message ?? '',
      accept: false as unknown as true,
    },
  });
  useRememberFields(REMEMBER_KEY, watch, [...REMEMBERED]);
  const country = watch('country') as PhoneCountry;
  const missing = isValid ? [] : missingContactFields(watch());
  const missingId = `${idPrefix}-missing`;

  useEffect(() => {
    const found = geo.data?.country;
    if (!countryTouched.current && !remembered.country && isPhoneCountry(found)) setValue('country', found);
  }, [geo.data, remembered.country, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.warning(t.sending);
    try {
      const movil = values.movil.trim() ? toE164(values.movil, values.country) : null;
      const result = await send.mutateAsync({
        name: values.name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        movil,
        message: values.message.trim(),
        code_relation: CONTACT_FORM_RELATION,
        accept: true,
        proyect_id: 4,
        ip: geo.data?.ip ?? null,
        town: geo.data?.city ?? null,
        country: geo.data?.country_name ?? null,
      });
      if (!result.success) {
        toast.error(result.message, { id: toastId });
        return;
      }
      toast.success(t.sent, { id: toastId });
      resetField('message', { defaultValue: '' });
      resetField('accept', { defaultValue: false as unknown as true });
      onSent?.();
    } catch (error) {
      const known = applyServerErrors(error, setError, {
        name: 'name',
        last_name: 'last_name',
        email: 'email',
        movil: 'movil',
        message: 'message',
        accept: 'accept',
      });
      toast.error(
        known
          ? landingMessages.allFieldsRequired
          : error instanceof ApiError && error.status < 500
            ? error.message
            : t.error,
        { id: toastId },
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-name`}
          label={t.name}
          required
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label={t.lastName}
          required
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <EmailField
        id={`${idPrefix}-email`}
        label={t.email}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneInput
        id={`${idPrefix}-phone`}
        label={t.phone}
        country={country}
        onCountryChange={(c) => {
          countryTouched.current = true;
          setValue('country', c, { shouldValidate: true });
        }}
        error={errors.movil?.message}
        {...register('movil')}
      />
      <FormField id={`${idPrefix}-message`} label={t.message} required error={errors.message?.message}>
        {(control) => (
          <textarea
            rows={4}
            placeholder={t.messagePlaceholder}
            className={`${inputClass} h-auto py-2`}
            aria-required
            {...control}
            {...register('message')}
          />
        )}
      </FormField>
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
            aria-invalid={errors.accept ? true : undefined}
            aria-describedby={errors.accept ? `${idPrefix}-accept-error` : undefined}
            {...register('accept')}
          />
          <span>{t.accept}</span>
        </label>
        <FieldError id={`${idPrefix}-accept-error`} message={errors.accept?.message} />
      </div>
      <p className="text-sm text-slate-600">{t.remembered}</p>
      <button
        type="submit"
        disabled={!isValid || send.isPending}
        aria-describedby={missing.length > 0 ? missingId : undefined}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {send.isPending ? (
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        ) : null}
        {send.isPending ? t.sending : t.send}
      </button>
      {missing.length > 0 ? (
        <p id={missingId} className="text-sm text-slate-700">
          {t.missing(formatList(missing))}
        </p>
      ) : null}
    </form>
  );
}
