import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '@campus/contract/constants';
import { type LandingLeadForm, landingLeadFormSchema } from '@campus/contract/leads';
import { toE164 } from '@campus/contract/phone-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useAddEventLead } from '../api/leads.ts';
import { rememberLead } from '../lead-storage.ts';
import type { Props } from './email-first-steps.tsx';
import { LeadPhoneField, PersonFields, personFieldProps } from './lead-fields.tsx';

// The e-mail-first flow's second step: only for an e-mail we do not know, so it loads (with the
// form rules and the phone metadata) when the e-mail is sent, not with the landing page.
const t = landingMessages;

const SERVER_FIELDS = {
  name: 'name',
  last_name: 'last_name',
  email: 'email',
  movil: 'movil',
} as const;

export default function DetailsStep(props: Props & { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const add = useAddEventLead();
  const [rejected, setRejected] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<LandingLeadForm>({
    resolver: zodResolver(landingLeadFormSchema),
    defaultValues: {
      name: '',
      last_name: '',
      email: props.email,
      country: DEFAULT_PHONE_COUNTRY,
      movil: '',
    },
  });
  const country = watch('country') as PhoneCountry;

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setRejected(false);
    const email = values.email.trim();
    try {
      const answer = await add.mutateAsync({
        name: values.name.trim(),
        lastName: values.last_name.trim(),
        email,
        movil: toE164(values.movil, values.country) ?? values.movil,
        codeRelation: props.codeRelation,
        magistral: props.magistral,
        event: props.event,
      });
      if (answer === 'noProcess') {
        toast.error(t.leadEmailRejectedToast);
        setRejected(true);
        setFocus('email');
        return;
      }
      rememberLead({
        firstName: values.name.trim(),
        lastName: values.last_name.trim(),
        email: email.toLowerCase(),
        codeRelation: props.codeRelation,
      });
      toast.success(answer.message);
      setValue('email', '');
      navigate(props.thanksPath);
    } catch (error) {
      if (!applyServerErrors(error, setError, SERVER_FIELDS)) {
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.form.error);
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-800">
        {t.unknownEmail}
      </p>
      {rejected ? <FormAlert>{t.leadEmailRejected}</FormAlert> : null}
      <PersonFields {...personFieldProps(register, errors)} />
      <LeadPhoneField
        field={register('movil')}
        hint={t.form.phoneHint}
        country={country}
        onCountryChange={(c) => setValue('country', c)}
        error={errors.movil?.message}
      />
      <p className="text-sm text-slate-600">{t.form.termsNote}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={add.isPending} pendingLabel={t.form.submitting}>
          {t.form.submit}
        </SubmitButton>
        <button
          type="button"
          onClick={props.onChangeEmail}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t.form.changeEmail}
        </button>
      </div>
    </form>
  );
}
