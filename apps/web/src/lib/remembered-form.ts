import { useEffect } from 'react';
import type { FieldValues, Path, UseFormWatch } from 'react-hook-form';

/** Values a form keeps in this browser (spec §5: contact form values are remembered locally). */
export function readRemembered<T extends FieldValues>(key: string): Partial<T> {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

function save(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the form still works, it just does not remember.
  }
}

/** Saves the listed fields of a react-hook-form form in local storage as the person types. */
export function useRememberFields<T extends FieldValues>(
  key: string,
  watch: UseFormWatch<T>,
  fields: Path<T>[],
) {
  const list = fields.join('|');
  useEffect(() => {
    const names = list.split('|') as Path<T>[];
    const subscription = watch((values) => {
      const picked: Record<string, unknown> = {};
      for (const name of names) picked[name] = (values as Record<string, unknown>)[name];
      save(key, picked);
    });
    return () => subscription.unsubscribe();
  }, [key, watch, list]);
}
