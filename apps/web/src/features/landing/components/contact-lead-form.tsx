import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '@campus/contract/constants';
import { type ContactLeadForm, contactLeadFormSchema } from '@campus/contract/leads';
import { isPhoneCountry, toE164 } from '@campus/contract/phone-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { CaptchaField } from '../../../components/captcha-field.tsx';
import { SubmitButton } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useGeo } from '../../../lib/geo.ts';
import { readRemembered, useRememberFields } from '../../../lib/remembered-form.ts';
import { toast } from '../../../lib/toast.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useAddContactLead } from '../api/leads.ts';
import { AcceptField, LeadPhoneField, PersonFields, personFieldProps } from './lead-fields.tsx';

const t = landingMessages;
const REMEMBER_KEY = 'campus:contactLeadForm';
const REMEMBERED = ['name', 'last_name', 'email', 'country', 'movil'] as const;

/** The spec §5 message for the first problem a failed submit found. */
function firstProblem(errors: FieldErrors<ContactLeadForm>): string {
  if (errors.name || errors.last_name || errors.email || errors.movil) return t.allFieldsRequired;
  if (errors.accept) return t.contactTermsRequired;
  if (errors.captcha) return t.captchaFailed;
  return t.allFieldsRequired;
}

/**
 * The contact lead form of spec §5 ("a counsellor calls you"): names, e-mail, phone, terms and
 * captcha; values remembered in this browser; phone country ES until geolocation answers.
 */
export default function ContactLeadFormView({
  landingId,
  onDone,
}: {
  landingId: number | null;
  onDone: () => void;
}) {
  const geo = useGeo();
  const send = useAddContactLead();
  const [captchaReset, setCaptchaReset] = useState(0);
  const countryTouched = useRef(false);
  const remembered = readRemembered<ContactLeadForm>(REMEMBER_KEY);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactLeadForm>({
    resolver: zodResolver(contactLeadFormSchema),
    defaultValues: {
      name: remembered.name ?? '',
      last_name: remembered.last_name ?? '',
      email: remembered.email ?? '',
      country: isPhoneCountry(remembered.country) ? remembered.country : DEFAULT_PHONE_COUNTRY,
      movil: remembered.movil ?? '',
      accept: false as unknown as true,
      captcha: '',
    },
  });
  useRememberFields(REMEMBER_KEY, watch, [...REMEMBERED]);
  const country = watch('country') as PhoneCountry;

  // Spec §5: ES until geolocation answers, unless the person already chose (or we remembered) one.
  useEffect(() => {
    const found = geo.data?.country;
    if (!countryTouched.current && !remembered.country && isPhoneCountry(found)) setValue('country', found);
  }, [geo.data, remembered.country, setValue]);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = await send.mutateAsync({
          name: values.name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          movil: toE164(values.movil, values.country) ?? values.movil,
          ...(landingId ? { landing_id: landingId } : {}),
          ip: geo.data?.ip ?? null,
          town: geo.data?.city ?? null,
          country: geo.data?.country_name ?? null,
          proyect_id: 4,
          accept: true,
          captcha: values.captcha,
        });
        if (result.success) {
          toast.success(result.message);
          onDone();
        } else {
          toast.error(result.message);
          setCaptchaReset((n) => n + 1);
        }
      } catch (error) {
        setCaptchaReset((n) => n + 1);
        const known = applyServerErrors(error, setError, {
          name: 'name',
          last_name: 'last_name',
          email: 'email',
          movil: 'movil',
          accept: 'accept',
        });
        if (error instanceof ApiError && (error.code === 'captcha_failed' || error.errors.captcha))
          toast.error(t.captchaFailed);
        else if (!known)
          toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.form.error);
        else toast.error(t.allFieldsRequired);
      }
    },
    (problems) => toast.error(firstProblem(problems)),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PersonFields {...personFieldProps(register, errors)} />
      <LeadPhoneField
        field={register('movil')}
        country={country}
        onCountryChange={(c) => {
          countryTouched.current = true;
          setValue('country', c);
        }}
        error={errors.movil?.message}
      />
      <AcceptField id="contact-lead-accept" field={register('accept')} error={errors.accept?.message} />
      <CaptchaField control={control} name="captcha" label={t.form.captcha} resetKey={captchaReset} />
      <SubmitButton pending={send.isPending} pendingLabel={t.form.submitting} className="sm:w-full">
        {t.common.contactAdvisorSubmit}
      </SubmitButton>
    </form>
  );
}
