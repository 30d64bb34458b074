import type { PhoneCountry } from '@campus/contract/constants';
import { PHONE_COUNTRY_OPTIONS } from '@campus/contract/phone-rules';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { es } from '../messages/es.ts';
import { FormField, inputClass } from './form-field.tsx';

type PhoneInputProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  id?: string;
  /** The selected country (its dial code is shown before the number). */
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry) => void;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'type'>;

/**
 * A phone field: an accessible country selector limited to the allowed countries (spec §5, §9),
 * showing the country code and dial code (emoji flags are missing on many systems), and a tel
 * input for the number as people write it in that country. Validate and normalise with
 * `parsePhone(number, country)` from the contract.
 *
 * With react-hook-form: `<PhoneInput {...register('movil')} country={watch('country')}
 * onCountryChange={(c) => setValue('country', c)} … />`.
 */
export function PhoneInput({
  label,
  error,
  hint,
  required,
  className,
  id,
  country,
  onCountryChange,
  ref,
  ...input
}: PhoneInputProps) {
  const selected = PHONE_COUNTRY_OPTIONS.find((o) => o.code === country) ?? PHONE_COUNTRY_OPTIONS[0]!;
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => (
        <div className="flex gap-2">
          <div className="relative shrink-0">
            <select
              id={`${control.id}-country`}
              value={selected.code}
              onChange={(e) => onCountryChange(e.target.value as PhoneCountry)}
              aria-label={es.phoneInput.countryLabel}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
            >
              {PHONE_COUNTRY_OPTIONS.map((o) => (
                <option key={o.code} value={o.code}>
                  {es.phoneInput.option(o.name, o.dialCode)}
                </option>
              ))}
            </select>
            <div
              aria-hidden="true"
              className="flex h-12 items-center gap-1.5 rounded-lg border border-slate-400 bg-white pr-2 pl-3 text-base text-slate-900 peer-focus-visible:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-accent-500"
            >
              <span className="text-sm font-semibold text-slate-700">{selected.code}</span>
              <span className="tabular-nums">{selected.dialCode}</span>
              <ChevronDown className="h-4 w-4 text-slate-600" />
            </div>
          </div>
          <input
            ref={ref}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={selected.example}
            {...input}
            {...control}
            aria-required={required || undefined}
            className={`${inputClass} min-w-0`}
          />
        </div>
      )}
    </FormField>
  );
}
