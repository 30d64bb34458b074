import type { PhoneCountry } from '@campus/contract/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EmailField, FieldError, TextField } from '../../../components/form-field.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { landingMessages } from '../../../messages/landing.ts';

const t = landingMessages.form;

type Registered = UseFormRegisterReturn;

type PersonKey = 'name' | 'last_name' | 'email';

/** PersonFields' props from a form whose fields are `name`, `last_name` and `email`. */
export function personFieldProps(
  register: (name: PersonKey) => Registered,
  errors: Partial<Record<PersonKey, { message?: string }>>,
) {
  return {
    fields: { name: register('name'), lastName: register('last_name'), email: register('email') },
    errors: {
      name: errors.name?.message,
      lastName: errors.last_name?.message,
      email: errors.email?.message,
    },
  };
}

/** First name, last name and e-mail of every landing form. */
export function PersonFields({
  fields,
  errors,
}: {
  fields: { name: Registered; lastName: Registered; email: Registered };
  errors: { name?: string; lastName?: string; email?: string };
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.firstName}
          required
          autoComplete="given-name"
          error={errors.name}
          {...fields.name}
        />
        <TextField
          label={t.lastName}
          required
          autoComplete="family-name"
          error={errors.lastName}
          {...fields.lastName}
        />
      </div>
      <EmailField label={t.email} required error={errors.email} {...fields.email} />
    </>
  );
}

/** The required phone of the landing forms, with its country selector. */
export function LeadPhoneField({
  field,
  country,
  onCountryChange,
  error,
  hint,
}: {
  field: Registered;
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <PhoneInput
      label={t.phone}
      required
      hint={hint}
      country={country}
      onCountryChange={onCountryChange}
      error={error}
      {...field}
    />
  );
}

/** The terms checkbox, its error announced with it. */
export function AcceptField({ id, field, error }: { id: string; field: Registered; error?: string }) {
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...field}
        />
        <span>{t.accept}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
