import type { LoginRequest } from '@campus/contract/auth';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EmailField, FormAlert, PasswordField, SubmitButton } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { authMessages } from '../../../messages/auth.ts';
import { es } from '../../../messages/es.ts';
import { NoPermissionError, useLogin } from '../api/login.ts';

const t = authMessages;

/**
 * The contract's login rules come with the account rules (the register form's phone metadata, the
 * common-password list): ~45 KB gzipped that would hold a phone's first paint of the login page.
 * They are fetched once the form is on screen; a send waits for them (or, if they cannot be
 * fetched, goes unchecked to the API, which applies the same rules).
 */
const loginRules = lazyZodResolver<LoginRequest>(() =>
  import('@campus/contract/auth').then((m) => m.loginRequestSchema),
);

/** Spec §8: a refused role, wrong credentials, or the server's own words (429, network). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NoPermissionError) return t.login.noPermission;
  if (error instanceof ApiError && error.code === 'no_permission') return t.login.noPermission;
  if (error instanceof ApiError && (error.code === 'login_failed' || error.code === 'validation'))
    return t.login.failed;
  if (error instanceof ApiError) return error.message;
  return es.common.genericError;
}

/**
 * Email, password, forgot-password link and the submit button (disabled while waiting). Used by
 * the login page and the login modal of the course detail.
 */
export function LoginForm({
  defaultEmail = '',
  onNavigate,
  idPrefix = 'login',
}: {
  defaultEmail?: string;
  /** Called when a link inside the form is followed (the modal closes itself). */
  onNavigate?: () => void;
  idPrefix?: string;
}) {
  const mutation = useLogin();
  useEffect(loginRules.prefetch, []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: loginRules.resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      className="flex flex-col gap-4"
    >
      {mutation.isError ? <FormAlert>{loginErrorMessage(mutation.error)}</FormAlert> : null}
      <EmailField
        id={`${idPrefix}-email`}
        label={t.email}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t.password}
        autoComplete="current-password"
        required
        maxLength={1024}
        error={errors.password?.message}
        {...register('password')}
      />
      <Link
        to={paths.auth.resetPassword}
        onClick={onNavigate}
        className="self-start font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t.login.forgot}
      </Link>
      <SubmitButton pending={mutation.isPending} pendingLabel={t.login.submitting}>
        {t.login.submit}
      </SubmitButton>
    </form>
  );
}
