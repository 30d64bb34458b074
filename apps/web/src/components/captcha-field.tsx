import 'altcha';
import 'altcha/i18n/es-419';
import { address as captchaChallenge } from '@campus/contract/operations/site/captchaChallenge';
import type {} from 'altcha/types/react';
import { useEffect, useId, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldError } from './form-field.tsx';

/** Where the widget fetches its proof-of-work challenge (no token needed). */
export const CAPTCHA_CHALLENGE_URL = captchaChallenge.path;

type AltchaElement = HTMLElement & { reset?: () => void };
type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The self-hosted ALTCHA captcha wired to react-hook-form: the widget solves a small proof of work
 * in the browser (it starts when the visitor focuses the form, or on its checkbox) and the field's
 * value becomes the payload the server checks (body field `captcha`). Changing `resetKey` (after
 * the server refused or spent a payload) asks for a new one.
 */
export function CaptchaField<T extends FieldValues>({
  control,
  name,
  label,
  resetKey = 0,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  resetKey?: number;
}) {
  const widget = useRef<AltchaElement>(null);
  const { field, fieldState } = useController({ control, name });
  const { onChange, ref: fieldRef } = field;
  const labelId = useId();
  const errorId = `${labelId}-error`;

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChange(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [onChange]);

  useEffect(() => {
    if (resetKey > 0) {
      widget.current?.reset?.();
      onChange('');
    }
  }, [resetKey, onChange]);

  // On a failed submit the form focuses its first invalid field: here, the widget's checkbox.
  useEffect(() => {
    fieldRef({
      focus: () => widget.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus(),
    });
  }, [fieldRef]);

  const error = fieldState.error?.message;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend layout the widget does not need
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <p id={labelId} className="mb-1 font-medium text-slate-800">
        {label}
      </p>
      <altcha-widget
        ref={widget}
        challenge={CAPTCHA_CHALLENGE_URL}
        language="es-419"
        auto="onfocus"
        name="altcha"
        style={{
          '--altcha-max-width': '100%',
          '--altcha-border-radius': '0.5rem',
          '--altcha-color-primary': '#0e7490',
        }}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
