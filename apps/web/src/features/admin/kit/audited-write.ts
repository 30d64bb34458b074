import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { adminKeys } from '../api/admin-api.ts';

type Options<Vars, Result> = {
  /** The lists and records the write changes: refetched after it (by key prefix). */
  refresh?: readonly QueryKey[];
  /** A cache entry the answer replaces at once (the whole record the write answered with). */
  store?: (result: Result, vars: Vars, queryClient: QueryClient) => void;
  /** What a success toast says; none when the page shows the answer itself. */
  success?: string | ((result: Result, vars: Vars) => string);
};

/**
 * A write of the operator area: the request, then the records it changed and the audit log (every
 * write of the area leaves an entry there, shown on the log and on the panel) are refetched, and a
 * toast may confirm it. Errors stay on the mutation for the form or the list to show.
 */
export function useAuditedWrite<Vars = void, Result = unknown>(
  request: (vars: Vars) => Promise<Result>,
  { refresh = [], store, success }: Options<Vars, Result> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result, vars) => {
      store?.(result, vars, queryClient);
      for (const queryKey of [...refresh, adminKeys.auditAll])
        void queryClient.invalidateQueries({ queryKey });
      if (success) toast.success(typeof success === 'string' ? success : success(result, vars));
    },
  });
}
