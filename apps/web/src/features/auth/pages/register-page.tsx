import { PASSWORD_MAX } from '@campus/contract/auth-rules';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry, PROJECT_ID } from '@campus/contract/constants';
import { toE164 } from '@campus/contract/phone-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CaptchaField } from '../../../components/captcha-field.tsx';
import {
  EmailField,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../../components/form-field.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { authMessages } from '../../../messages/auth.ts';
import { es } from '../../../messages/es.ts';
import { startStudentSession } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard, AuthSwitch } from '../components/auth-card.tsx';
import { BirthDateField, birthDateOf } from '../components/birth-date-field.tsx';
import type { RegisterForm } from '../components/register-rules.ts';
import { TermsField } from '../components/terms-field.tsx';

const t = authMessages.register;

/**
 * The register rules of spec §5 from the contract (the server applies the same ones): zod and the
 * account schemas, fetched once the form is on screen so a phone paints it first.
 */
const registerRules = lazyZodResolver<RegisterForm>(() =>
  import('../components/register-rules.ts').then((m) => m.registerFormSchema),
);

/** The API's field names → this form's fields, for the server's 422 messages. */
const SERVER_FIELDS = {
  name: 'name',
  lname: 'lname',
  email: 'email',
  password: 'password',
  movil: 'movil',
  birth_date: 'birthDay',
  privacy: 'privacy',
  captcha: 'captcha',
} as const;

/** /auth/register: every field of spec §2/§5, the terms modal and the ALTCHA captcha. */
export default function RegisterPage() {
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useRegister();
  // After the account is made: its courses chosen before go to the cart, then the page changes.
  const [continuing, setContinuing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(registerRules.prefetch, []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: registerRules.resolver,
    defaultValues: {
      name: '',
      lname: '',
      email: '',
      password: '',
      movil: '',
      movilCountry: DEFAULT_PHONE_COUNTRY,
      birthDay: '',
      birthMonth: '',
      birthYear: '',
      privacy: false,
      captcha: '',
    },
  });

  const birthError = errors.birthDay?.message ?? errors.birthMonth?.message ?? errors.birthYear?.message;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const email = values.email.trim().toLowerCase();
    mutation.mutate(
      {
        email,
        password: values.password,
        name: values.name.trim(),
        lname: values.lname.trim(),
        movil: values.movil.trim() ? toE164(values.movil, values.movilCountry) : null,
        proyect: PROJECT_ID,
        url: `${window.location.origin}${paths.auth.login}`,
        privacy: true,
        birth_date: birthDateOf(values),
        user_agent: navigator.userAgent.slice(0, 1000),
        captcha: values.captcha,
      },
      {
        onSuccess: async (res) => {
          toast.success(t.success);
          // The registration opened the session (the captcha was solved): go on as after a login.
          if (res.login) {
            setContinuing(true);
            await startStudentSession(res.login, queryClient, navigate);
          } else navigate(paths.auth.login, { state: { email } });
        },
        onError: (error) => {
          // The server spends a captcha once it has checked it: ask the widget for a new one.
          setCaptchaReset((n) => n + 1);
          const onFields = applyServerErrors(error, setError, SERVER_FIELDS);
          setFormError(
            onFields || (error instanceof ApiError && error.status === 422)
              ? t.failed
              : error instanceof ApiError
                ? error.message
                : es.common.genericError,
          );
        },
      },
    );
  });

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.firstNames}
            autoComplete="given-name"
            autoCapitalize="words"
            required
            maxLength={100}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t.lastNames}
            autoComplete="family-name"
            autoCapitalize="words"
            required
            maxLength={100}
            error={errors.lname?.message}
            {...register('lname')}
          />
        </div>
        <EmailField
          label={authMessages.email}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={authMessages.password}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          hint={t.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <PhoneInput
          label={t.phone}
          hint={t.phoneHint}
          error={errors.movil?.message}
          country={watch('movilCountry') as PhoneCountry}
          onCountryChange={(country) => setValue('movilCountry', country)}
          {...register('movil')}
        />
        <BirthDateField control={control} error={birthError} />
        <TermsField
          registration={register('privacy')}
          error={errors.privacy?.message}
          onAccept={() => setValue('privacy', true, { shouldValidate: true })}
        />
        <CaptchaField control={control} name="captcha" label={t.captcha} resetKey={captchaReset} />
        <SubmitButton pending={mutation.isPending || continuing} pendingLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </form>
      <AuthSwitch question={t.haveAccount} to={paths.auth.login} label={t.login} />
    </AuthCard>
  );
}
