import type { learningOperations } from '@campus/contract/operations/learning';
import { address as getDateAt } from '@campus/contract/operations/learning/getDate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The learning operations this file calls, typed from the contract. */
const learningApi = {
  getDate: operation<typeof learningOperations.getDate>(getDateAt),
};

/** The server's clock, so "time remaining" does not trust the phone's. */
export const serverDateQueryOptions = () =>
  queryOptions({
    queryKey: ['server-date'],
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const res = await learningApi.getDate({ signal });
      // Offset between the server and this device, halfway through the round trip.
      return { offsetMs: res.timestamp - (sent + Date.now()) / 2 };
    },
    staleTime: 10 * 60_000,
  });

/** The server's "now" (falls back to the device clock until known). */
export function useServerNow(): () => Date {
  const { data } = useQuery(serverDateQueryOptions());
  const offset = data?.offsetMs ?? 0;
  return () => new Date(Date.now() + offset);
}
