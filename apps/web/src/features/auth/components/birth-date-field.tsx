import { birthYears, daysInMonth, formatBirthDate } from '@campus/contract/auth-rules';
import { useEffect, useId, useMemo } from 'react';
import { type Control, type FieldValues, type Path, useController, useWatch } from 'react-hook-form';
import { controlClass, FieldError } from '../../../components/form-field.tsx';
import { formatMonthName } from '../../../lib/format.ts';
import { authMessages } from '../../../messages/auth.ts';

const t = authMessages.register;

/** "Enero" … "Diciembre": es-EC's month names, capitalised as the selector's options are. */
const monthOptions = () =>
  Array.from({ length: 12 }, (_, i) => {
    const name = formatMonthName(i + 1);
    return { value: String(i + 1), label: name.charAt(0).toLocaleUpperCase('es') + name.slice(1) };
  });

type BirthFields = { birthDay: string; birthMonth: string; birthYear: string };

/** The three selectors' value as the API takes it: `YYYY-MM-DD`. */
export function birthDateOf(v: BirthFields): string {
  return formatBirthDate(Number(v.birthYear), Number(v.birthMonth), Number(v.birthDay));
}

/**
 * Birth date as three selectors (spec §2, §5): year = this year and the 70 before, month, and the
 * days of that month (leap years included). A day the new month lacks is cleared.
 */
export function BirthDateField<T extends FieldValues & BirthFields>({
  control,
  error,
}: {
  control: Control<T>;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const day = useController({ control, name: 'birthDay' as Path<T> });
  const month = useController({ control, name: 'birthMonth' as Path<T> });
  const year = useController({ control, name: 'birthYear' as Path<T> });
  const [monthValue, yearValue] = useWatch({
    control,
    name: ['birthMonth', 'birthYear'] as Path<T>[],
  }) as string[];
  const years = useMemo(() => birthYears(), []);
  const months = useMemo(monthOptions, []);
  // Without a year yet, February offers 29 days; choosing a common year then trims the 29th.
  const dayCount = daysInMonth(Number(yearValue) || 2000, Number(monthValue) || 1);
  const { onChange: setDay, value: dayValue } = day.field;

  useEffect(() => {
    if (dayValue && Number(dayValue) > dayCount) setDay('');
  }, [dayCount, dayValue, setDay]);

  const describedBy = error ? errorId : undefined;
  const invalid = error ? true : undefined;
  const select = (
    label: string,
    field: typeof day.field,
    options: Array<{ value: string; label: string }>,
    placeholder: string,
  ) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${field.name}`} className="mb-1 block text-sm text-slate-700">
        {label}
      </label>
      <select
        id={`${id}-${field.name}`}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required
        className={`${controlClass} px-2`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1 font-medium text-slate-800">
        {t.birthDate}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className="grid grid-cols-[1fr_1.7fr_1.3fr] gap-2">
        {select(
          t.day,
          day.field,
          Array.from({ length: dayCount }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
          t.dayPlaceholder,
        )}
        {select(t.month, month.field, months, t.monthPlaceholder)}
        {select(
          t.year,
          year.field,
          years.map((y) => ({ value: String(y), label: String(y) })),
          t.yearPlaceholder,
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
