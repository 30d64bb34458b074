import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from './learning-client.ts';

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
