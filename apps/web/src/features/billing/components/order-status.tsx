import type { OrderStatus } from '@campus/contract';
import { ArchiveRestore, CircleCheck, CircleX, Clock } from 'lucide-react';
import { es } from '../../../messages/es.ts';

/** Spec §4: failure red cancel, success or approved green check, pending blue, refunded blue restore. */
const LOOK = {
  failure: { Icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
  success: { Icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  approved: { Icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  pending: { Icon: Clock, className: 'bg-blue-50 text-blue-800 ring-blue-200' },
  refunded: { Icon: ArchiveRestore, className: 'bg-blue-50 text-blue-800 ring-blue-200' },
} as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { Icon, className } = LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {es.profile.billing.statuses[status]}
    </span>
  );
}
