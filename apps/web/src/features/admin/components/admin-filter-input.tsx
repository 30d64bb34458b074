import type { InputHTMLAttributes } from 'react';
import { adminInputClass } from './admin-ui.tsx';

/** A labelled filter input of a list or the dashboard, with the server's refusal of its value under it. */
export function AdminFilterInput({
  id,
  label,
  error,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
        className={adminInputClass}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
