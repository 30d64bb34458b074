import type { OrderStatus } from '@campus/contract/profile';
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import History from 'lucide-react/icons/history';
import { profileMessages } from '../../../messages/profile.ts';

type Look = { Icon: LucideIcon; tone: 'red' | 'green' | 'blue'; className: string };

const RED = 'bg-red-50 text-red-800 ring-red-200';
const GREEN = 'bg-emerald-50 text-emerald-800 ring-emerald-200';
const BLUE = 'bg-blue-50 text-blue-800 ring-blue-200';

/**
 * Spec §4: failure red cancel, success or approved green check, pending blue, refunded blue restore.
 * Each badge also says the status in words, so colour is never the only signal.
 */
const LOOK: Record<OrderStatus, Look> = {
  failure: { Icon: CircleX, tone: 'red', className: RED },
  success: { Icon: CircleCheck, tone: 'green', className: GREEN },
  approved: { Icon: CircleCheck, tone: 'green', className: GREEN },
  pending: { Icon: Clock, tone: 'blue', className: BLUE },
  refunded: { Icon: History, tone: 'blue', className: BLUE },
};

/** The icon, tone and words of a status; an unknown one (newer server) reads as pending. */
export function statusLook(status: string): Look & { label: string } {
  const known = (status in LOOK ? status : 'pending') as OrderStatus;
  return { ...LOOK[known], label: profileMessages.billing.statuses[known] };
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { Icon, className, label, tone } = statusLook(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </span>
  );
}
