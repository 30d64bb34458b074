import { PAYMENT_REDIRECT_MS } from '@campus/contract/constants';
import type { OrderDetail } from '@campus/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleHelp from 'lucide-react/icons/circle-help';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { CART_QUERY_KEY } from '../../../lib/cart-api.ts';
import { formatPrice } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { cartMessages } from '../../../messages/cart.ts';
import { useOrder } from '../api/get-order.ts';
import { useOtherProducts } from '../api/get-other-products.ts';
import { OtherProducts } from '../components/other-products.tsx';
import { useCountdownRedirect } from '../components/use-countdown-redirect.ts';

export type PaymentOutcome = 'success' | 'pending' | 'failure';

const t = cartMessages.result;

/** Where each result page sends the buyer after 5 s (spec §4): My courses, Facturación, the cart. */
export const OUTCOME_TARGET: Record<PaymentOutcome, string> = {
  success: paths.student.home,
  pending: paths.student.billing,
  failure: paths.student.cart,
};

/** What the page shows: the order's outcome, or 'unknown' when the order cannot be read. */
type View = PaymentOutcome | 'unknown';

const LOOK: Record<View, { Icon: LucideIcon; className: string }> = {
  success: { Icon: CircleCheck, className: 'text-emerald-700' },
  pending: { Icon: Clock, className: 'text-blue-700' },
  failure: { Icon: CircleX, className: 'text-red-700' },
  unknown: { Icon: CircleHelp, className: 'text-slate-600' },
};

const VIEW_TARGET: Record<View, string> = { ...OUTCOME_TARGET, unknown: paths.student.billing };

/** The page's outcome from its path (/home/payment/success|failure|pending). */
export function outcomeFromPath(pathname: string): PaymentOutcome {
  if (pathname.startsWith(paths.legacy.paymentSuccess)) return 'success';
  if (pathname.startsWith(paths.legacy.paymentPending)) return 'pending';
  return 'failure';
}

/**
 * What the server says, not what the address says: a success page for an order still pending shows
 * pending, and one whose payment was refused shows the refusal.
 */
export function outcomeOfOrder(status: OrderDetail['status']): PaymentOutcome {
  if (status === 'success' || status === 'approved') return 'success';
  if (status === 'pending') return 'pending';
  return 'failure';
}

function parseOrderId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function OrderSummary({ order }: { order: OrderDetail }) {
  const paid = outcomeOfOrder(order.status) === 'success';
  return (
    <section aria-label={t.order(order.id)} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <p className="text-sm text-slate-600">{t.order(order.id)}</p>
      <h2 className="sr-only">{t.items}</h2>
      <ul className="mt-2 flex flex-col gap-1 text-slate-800">
        {order.items.map((item) => (
          <li key={item.course_id} className="flex justify-between gap-4">
            <span>{item.name}</span>
            <span className="tabular-nums">{formatPrice(item.price)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between gap-4 border-t border-slate-200 pt-2 font-bold text-slate-900">
        <span>{paid ? t.total : t.totalDue}</span>
        <span className="tabular-nums">{formatPrice(order.total)}</span>
      </p>
    </section>
  );
}

/**
 * /home/payment/success|failure|pending?order={id} (spec §2, §4): where the provider's page returns
 * through the server. Reads the order (the server has already asked the provider), says the spec's
 * words, lists other courses and moves on after 5 s with a visible countdown, a link to go at once
 * and a button to stay.
 */
export default function PaymentResultPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const orderId = parseOrderId(params.get('order'));
  const order = useOrder(orderId);
  const queryClient = useQueryClient();

  const settled = orderId === null || order.isSuccess || order.isError;
  // The server's word, never the address's: an order that cannot be read claims no outcome.
  const view: View = order.data
    ? outcomeOfOrder(order.data.status)
    : settled
      ? 'unknown'
      : outcomeFromPath(pathname);
  const words = t[view];
  useDocumentTitle(words.title);
  const target = VIEW_TARGET[view];
  const countdown = useCountdownRedirect({ to: target, ms: PAYMENT_REDIRECT_MS, enabled: settled });

  // The purchase changed the cart, My courses and the orders: read them again. Toast once per order.
  const toasted = useRef<number | null>(null);
  useEffect(() => {
    if (!order.data || toasted.current === order.data.id) return;
    toasted.current = order.data.id;
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['my-courses'] });
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
    const kind = outcomeOfOrder(order.data.status);
    if (kind === 'success') toast.success(t.success.toast);
    else if (kind === 'pending') toast.info(t.pending.toast);
    else toast.error(t.failure.toast);
  }, [order.data, queryClient]);

  const courseIds = order.data?.items.map((i) => i.course_id) ?? [];
  const others = useOtherProducts(courseIds[0] ?? null, courseIds, settled);

  if (!settled) return <Spinner />;
  const { Icon, className } = LOOK[view];

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-4 py-8 text-center shadow-sm ring-1 ring-slate-200 sm:px-8">
        <Icon aria-hidden="true" className={`h-16 w-16 ${className}`} />
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{words.title}</h1>
        {order.data && view !== 'unknown' ? (
          <p className="max-w-prose text-slate-700">{t[view].text}</p>
        ) : (
          <p role="alert" className="max-w-prose text-slate-700">
            {orderId === null ? t.missingOrder : t.loadError}
          </p>
        )}
        {order.data ? (
          <div className="w-full max-w-md text-left">
            <OrderSummary order={order.data} />
          </div>
        ) : null}
        <p className="text-slate-700" data-testid="redirect-countdown">
          {countdown.cancelled ? t.stayed : words.redirect(countdown.secondsLeft)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to={target}
            replace
            className="inline-flex h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {words.goNow}
          </Link>
          {countdown.cancelled ? null : (
            <button
              type="button"
              onClick={countdown.cancel}
              className="inline-flex h-12 items-center rounded-full px-6 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
            >
              {t.stay}
            </button>
          )}
        </div>
      </div>
      <OtherProducts courses={others.data ?? []} />
    </div>
  );
}
