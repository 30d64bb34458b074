import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { studentCategoryUrl } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { cartMessages } from '../../../messages/cart.ts';
import { useCheckout } from '../api/checkout.ts';
import { useCart } from '../api/get-cart.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { CartItemRow } from '../components/cart-item-row.tsx';
import { CartSummary } from '../components/cart-summary.tsx';

const t = cartMessages.cart;

/** The site's own host, for spec §8's 'soporte@{host}'. */
function supportHost(): string {
  return window.location.hostname.replace(/^www\./, '') || 'campussalud.local';
}

/**
 * /v2/cart, also /home/payment and /payment (spec §2): the server cart's courses, the total with the
 * VAT split, the pay button and the accepted cards. Paying sends the browser to the provider's page.
 */
export default function CartPage() {
  useDocumentTitle(t.title);
  const cart = useCart();
  const remove = useRemoveFromCart();
  const checkout = useCheckout();
  const [payError, setPayError] = useState<string | null>(null);
  // Double clicks: the buttons are disabled only after the next render.
  const payingRef = useRef(false);
  const removingRef = useRef(false);
  // Leaving for the provider's page: stays disabled until the browser has gone.
  const paying = checkout.isPending || checkout.isSuccess;

  const onRemove = (courseId: number) => {
    if (removingRef.current) return;
    removingRef.current = true;
    setPayError(null);
    remove.mutate(courseId, {
      onSettled: () => {
        removingRef.current = false;
      },
      onSuccess: (res) => toast.success(res.message),
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.removeError),
    });
  };

  const onPay = () => {
    if (payingRef.current) return;
    payingRef.current = true;
    setPayError(null);
    checkout.mutate(undefined, {
      onError: (error) => {
        payingRef.current = false;
        // Spec §8: the payment call failed; say so and let the buyer try again.
        const message = t.payError(supportHost());
        setPayError(message);
        toast.error(message);
        if (error instanceof ApiError && error.status < 500) void cart.refetch();
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-slate-700">{t.intro}</p>
      </div>
      {cart.isPending ? (
        <Spinner />
      ) : cart.isError ? (
        <LoadError message={t.loadError} onRetry={() => cart.refetch()} />
      ) : cart.data.data.length === 0 ? (
        <EmptyState
          Icon={ShoppingCart}
          title={t.empty}
          text={t.emptyHint}
          action={{ to: studentCategoryUrl({ category: 'all' }), label: t.browse }}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_340px] lg:items-start">
          <ul aria-label={t.itemsLabel} className="flex flex-col gap-3">
            {cart.data.data.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                removing={remove.isPending && remove.variables === item.mounted_courses.id}
                disabled={remove.isPending || paying}
                onRemove={onRemove}
              />
            ))}
          </ul>
          <div className="lg:sticky lg:top-24">
            <CartSummary
              summary={cart.data.summary}
              paying={paying}
              disabled={paying || remove.isPending}
              error={payError}
              onPay={onPay}
            />
          </div>
        </div>
      )}
    </div>
  );
}
