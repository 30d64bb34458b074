import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '../../../lib/orders-api.ts';

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
