import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

export type LazyResolver<T extends FieldValues> = {
  resolver: Resolver<T>;
  /** Starts fetching the rules (call it when the field takes focus), so sending does not wait. */
  prefetch: () => void;
};

/**
 * A react-hook-form resolver whose zod schema is imported on first use. Building zod schemas is
 * 100–300 ms of a slow phone's main thread at load (BENCHMARKS.md); a page whose forms are
 * not its point (the player's questions and notes) loads without them, and the rules arrive while
 * the student writes. If they cannot be fetched (offline), the form sends unchecked: the API checks
 * the same contract rules and its 422 lands on the field.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<T, FieldValues>>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T> | null> | null = null;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema) as Resolver<T>)
      .catch(() => {
        loading = null; // try again on the next send
        return null;
      });
    return loading;
  };
  return {
    prefetch: () => void load(),
    resolver: async (values, context, options) => {
      const resolve = await load();
      return resolve ? resolve(values, context, options) : { values, errors: {} };
    },
  };
}
