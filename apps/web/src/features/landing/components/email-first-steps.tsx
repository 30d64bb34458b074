import { DEFAULT_LANDING_PHONE_COUNTRY, type PhoneCountry } from '@campus/contract/constants';
import {
  type EmailStepForm,
  emailStepFormSchema,
  type LandingEvent,
  type LandingLeadForm,
  landingLeadFormSchema,
} from '@campus/contract/leads';
import { toE164 } from '@campus/contract/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailField, FormAlert, SubmitButton } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useAddEventLead, useCheckLead } from '../api/leads.ts';
import { rememberLead } from '../lead-storage.ts';
import { LeadPhoneField, PersonFields, personFieldProps } from './lead-fields.tsx';

const t = landingMessages;

export type Props = {
  /** Anchor of the form (the page's "get it" buttons point here). */
  id: string;
  title: string;
  intro: string;
  /** The landing's code_relation. */
  codeRelation: string;
  /** Our landing event (its fields travel with the calls); null while unknown. */
  event: LandingEvent | null;
  magistral: boolean;
  /** Where a known e-mail goes (check answered 1). */
  knownPath: string;
  /** Where the full form goes after a successful sign-up. */
  thanksPath: string;
  emailButton: string;
};

/** The two steps of the e-mail-first flow (loaded after the page's text, with the form rules). */
export default function EmailFirstSteps(props: Props) {
  const [step, setStep] = useState<'email' | 'details'>('email');
  const [email, setEmail] = useState('');
  return step === 'email' ? (
    <EmailStep
      {...props}
      onUnknown={(value) => {
        setEmail(value);
        setStep('details');
      }}
    />
  ) : (
    <DetailsStep {...props} email={email} onChangeEmail={() => setStep('email')} />
  );
}

function EmailStep(props: Props & { onUnknown: (email: string) => void }) {
  const navigate = useNavigate();
  const check = useCheckLead();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailStepForm>({ resolver: zodResolver(emailStepFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const trimmed = email.trim();
    try {
      const known = await check.mutateAsync({
        email: trimmed,
        codeRelation: props.codeRelation,
        event: props.event,
      });
      if (known === 1) {
        rememberLead({ email: trimmed.toLowerCase(), codeRelation: props.codeRelation });
        toast.success(t.registered);
        navigate(props.knownPath);
      } else {
        props.onUnknown(trimmed);
      }
    } catch (error) {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.form.error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField
        label={t.form.email}
        required
        placeholder={t.form.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={check.isPending} pendingLabel={t.form.checking} className="sm:w-full">
        {props.emailButton}
      </SubmitButton>
    </form>
  );
}

const SERVER_FIELDS = {
  name: 'name',
  last_name: 'last_name',
  email: 'email',
  movil: 'movil',
} as const;

function DetailsStep(props: Props & { email: string; onChangeEmail: () => void }) {
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
      country: DEFAULT_LANDING_PHONE_COUNTRY,
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
