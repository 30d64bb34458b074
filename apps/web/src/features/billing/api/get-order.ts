import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '../../../lib/orders-api.ts';

/** The receipt: the order query the payment result page uses too (one key, one freshness). */
export function useReceipt(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
