import type { EmailStepForm, LandingEvent } from '@campus/contract/leads';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailField, SubmitButton } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useCheckLead } from '../api/leads.ts';
import { rememberLead } from '../lead-storage.ts';
import { StepPlaceholder } from './step-placeholder.tsx';

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

/** The e-mail rule, the contract's own, fetched when the visitor starts typing (lib/lazy-zod-resolver.ts). */
const emailRules = lazyZodResolver<EmailStepForm>(() =>
  import('@campus/contract/leads').then((m) => m.emailStepFormSchema),
);
const loadDetailsStep = () => import('./details-step.tsx');
const DetailsStep = lazy(loadDetailsStep);

/**
 * The two steps of the e-mail-first flow (loaded after the page's text). Most of a landing's
 * visitors only read it: the rules load as one starts typing, and the second step's form (zod's
 * lead rules, the phone metadata) once the e-mail turns out to be new.
 */
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
    <Suspense fallback={<StepPlaceholder />}>
      <DetailsStep {...props} email={email} onChangeEmail={() => setStep('email')} />
    </Suspense>
  );
}

function EmailStep(props: Props & { onUnknown: (email: string) => void }) {
  const navigate = useNavigate();
  const check = useCheckLead();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailStepForm>({ resolver: emailRules.resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const trimmed = email.trim();
    void loadDetailsStep().catch(() => undefined); // ready by the time the check answers 0
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
        onFocus={emailRules.prefetch}
        {...register('email')}
      />
      <SubmitButton pending={check.isPending} pendingLabel={t.form.checking} className="sm:w-full">
        {props.emailButton}
      </SubmitButton>
    </form>
  );
}
