import type { BookOffer, BookOrder } from '@campus/contract/book';
import { useQueryClient } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import Clock from 'lucide-react/icons/clock';
import XCircle from 'lucide-react/icons/x-circle';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format.ts';
import { bookMessages as t } from '../../../messages/book.ts';
import { bookOrderQuery, recordBookPurchase } from '../api/book-order.ts';
import { forgetBuyer, recallBuyer } from '../buyer-storage.ts';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'approved'; order: BookOrder }
  | { kind: 'rejected' }
  | { kind: 'pending' }
  | { kind: 'unknown' };

/** Tries while the provider has not answered yet (a pending order), then leaves it to the server. */
const RETRY_DELAYS_MS = [2000, 3000, 5000, 8000];

/**
 * Back from the provider with `?ref=`: records the purchase as spec §4's public checkout does
 * (orderConsult/success: 200 approved, 401 not) and shows the approved or rejected modal. The
 * server asks the provider itself; this page only shows its answer.
 */
export function PurchaseResult({
  reference,
  offer,
  onRetry,
}: {
  reference: string;
  offer: BookOffer;
  onRetry: () => void;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const [modalOpen, setModalOpen] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let cancelled = false;
    const readOrder = () => queryClient.fetchQuery({ ...bookOrderQuery(reference), staleTime: 0 });
    const run = async (attempt: number): Promise<void> => {
      try {
        await recordBookPurchase(reference, recallBuyer(reference));
        const order = await readOrder();
        if (cancelled) return;
        forgetBuyer(reference);
        setOutcome({ kind: 'approved', order });
        return;
      } catch (error) {
        if (cancelled) return;
        if (!(error instanceof ApiError) || error.status !== 401) {
          // Not an answer (network, 5xx): try again as if pending.
        } else {
          try {
            const order = await readOrder();
            if (cancelled) return;
            if (order.status === 'failure' || order.status === 'refunded') {
              forgetBuyer(reference);
              setOutcome({ kind: 'rejected' });
              return;
            }
            if (order.status === 'success') {
              setOutcome({ kind: 'approved', order });
              return;
            }
          } catch (readError) {
            if (cancelled) return;
            if (readError instanceof ApiError && readError.status === 404) {
              setOutcome({ kind: 'unknown' });
              return;
            }
          }
        }
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        setOutcome({ kind: 'pending' });
        return;
      }
      setTimeout(() => {
        if (!cancelled) void run(attempt + 1);
      }, delay);
    };
    void run(0);
    return () => {
      cancelled = true;
      started.current = false;
    };
  }, [reference, queryClient]);

  if (outcome.kind === 'checking') {
    return (
      <section className="rounded-xl bg-white p-5 shadow-sm sm:p-6" aria-busy="true">
        <Spinner label={t.checking} />
        <p className="text-center text-slate-700">{t.checking}</p>
      </section>
    );
  }

  if (outcome.kind === 'unknown') {
    return (
      <section className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
        <p role="alert" className="text-slate-800">
          {t.orderNotFound}
        </p>
        <RetryButton onClick={onRetry} label={t.tryAgain} />
      </section>
    );
  }

  if (outcome.kind === 'pending') {
    return (
      <section className="flex gap-3 rounded-xl border border-sky-300 bg-sky-50 p-5 text-sky-950 sm:p-6">
        <Clock aria-hidden="true" className="h-6 w-6 shrink-0 text-sky-700" />
        <p role="status">{t.stillPending}</p>
      </section>
    );
  }

  if (outcome.kind === 'rejected') {
    return (
      <>
        <Modal open={modalOpen} onOpenChange={setModalOpen} title={t.rejectedTitle} size="sm">
          <Rejected onRetry={onRetry} />
        </Modal>
        <section className="rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
          <Rejected onRetry={onRetry} />
        </section>
      </>
    );
  }

  const order = outcome.order;
  return (
    <>
      <Modal open={modalOpen} onOpenChange={setModalOpen} title={t.approvedTitle} size="sm">
        <Approved order={order} offer={offer} />
        <button
          type="button"
          onClick={() => setModalOpen(false)}
          className="mt-5 inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t.close}
        </button>
      </Modal>
      <section className="rounded-xl border border-emerald-200 bg-white p-5 shadow-sm sm:p-6">
        <Approved order={order} offer={offer} />
      </section>
    </>
  );
}

function Approved({ order, offer }: { order: BookOrder; offer: BookOffer }) {
  return (
    <div>
      <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6" />
        {t.approved}
      </p>
      <p className="mt-2 text-slate-700">{t.approvedBody(order.email)}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
        <dt className="font-medium">{t.receipt.product}</dt>
        <dd>{offer.title}</dd>
        <dt className="font-medium">{t.receipt.total}</dt>
        <dd>
          {formatPrice(order.total)} {order.currency}
        </dd>
        {order.transactional_id ? (
          <>
            <dt className="font-medium">{t.receipt.transaction}</dt>
            <dd className="break-all">{order.transactional_id}</dd>
          </>
        ) : null}
        {order.authorization_code ? (
          <>
            <dt className="font-medium">{t.receipt.authorization}</dt>
            <dd>{order.authorization_code}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t.receipt.reference}</dt>
        <dd className="break-all">{order.reference}</dd>
      </dl>
    </div>
  );
}

function Rejected({ onRetry }: { onRetry: () => void }) {
  return (
    <div>
      <p className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <XCircle aria-hidden="true" className="h-6 w-6" />
        {t.rejected}
      </p>
      <p className="mt-2 text-slate-700">{t.rejectedBody}</p>
      <RetryButton onClick={onRetry} label={t.tryAgain} />
    </div>
  );
}

function RetryButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-4 inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:w-auto"
    >
      {label}
    </button>
  );
}
