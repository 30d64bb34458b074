// Orders, their items, provider transactions and the enrolment writes. The orders service is the
// only caller that grants or revokes access; every write here takes the caller's transaction.
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, enrolments, orderItems, orders, outbox, paymentTransactions } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(
  db: Executor,
  values: typeof orders.$inferInsert,
  items: Array<{ courseId: number; price: string }>,
): Promise<OrderRow> {
  const [order] = await db.insert(orders).values(values).returning();
  if (items.length > 0) await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: order!.id })));
  return order!;
}

export async function updateOrder(
  db: Executor,
  id: number,
  values: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

export async function findOrderById(db: Executor, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function findOrderByReference(db: Executor, reference: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference)).limit(1);
  return row ?? null;
}

/** The order row, locked until the transaction ends (concurrent confirmations wait here). */
export async function lockOrder(db: Executor, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** An order a legacy call names by its provider transaction id, our reference or the provider's ref. */
export async function findOrderByPaymentId(db: Executor, id: string): Promise<OrderRow | null> {
  const [tx] = await db
    .select({ orderId: paymentTransactions.orderId })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.transactionId, id))
    .limit(1);
  if (tx) return findOrderById(db, tx.orderId);
  const [row] = await db
    .select()
    .from(orders)
    .where(
      sql`${orders.reference} = ${id} or ${orders.providerRef} = ${id} or ${orders.transactionalId} = ${id}`,
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}

export async function listOrderItems(db: Executor, orderId: number) {
  return db
    .select({
      courseId: orderItems.courseId,
      price: orderItems.price,
      name: courses.name,
      image: courses.image,
    })
    .from(orderItems)
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export type OrderItemRow = { courseId: number; price: string; name: string; image: string };

/** The order with this reference and its items, in one query (the confirmation's first read). */
export async function findOrderWithItemsByReference(
  db: Executor,
  reference: string,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const [row] = await db
    .select({
      order: orders,
      items: sql<OrderItemRow[]>`coalesce((
        select json_agg(json_build_object('courseId', oi.course_id, 'price', oi.price::text, 'name', c.name, 'image', c.image) order by oi.id)
        from ${orderItems} oi join ${courses} c on c.id = oi.course_id
        where oi.order_id = ${orders}.id), '[]'::json)`,
    })
    .from(orders)
    .where(eq(orders.reference, reference))
    .limit(1);
  return row ?? null;
}

/** The user's newest pending order with this provider, for reuse by a repeated checkout. */
export async function listRecentPendingOrders(db: Executor, userId: number, provider: string, since: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        eq(orders.provider, provider),
        sql`${orders.createdAt} > ${since.toISOString()}`,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(5);
}

const reconcileColumns = {
  id: orders.id,
  reference: orders.reference,
  provider: orders.provider,
  createdAt: orders.createdAt,
};

/**
 * The reconciliation's work list, fair to every pending order opened before `before`: first up to
 * `recentLimit` of those opened since `recentSince`, newest first (PayPhone reverses an approved
 * payment nobody confirmed within 5 minutes), then round robin: the least recently checked first,
 * never-checked ones before all others. One account's abandoned checkouts cannot starve a paid one.
 */
export async function listReconcileBatch(
  db: Executor,
  input: { before: Date; recentSince: Date; recentLimit: number; limit: number },
) {
  const pending = and(
    eq(orders.status, 'pending'),
    lt(orders.createdAt, input.before),
    ne(orders.provider, 'free'),
  );
  const recent = await db
    .select(reconcileColumns)
    .from(orders)
    .where(and(pending, gte(orders.createdAt, input.recentSince)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(Math.min(input.recentLimit, input.limit));
  const rest = input.limit - recent.length;
  if (rest <= 0) return recent;
  const taken = recent.map((o) => o.id);
  const others = await db
    .select(reconcileColumns)
    .from(orders)
    .where(taken.length > 0 ? and(pending, notInArray(orders.id, taken)) : pending)
    .orderBy(sql`${orders.lastCheckedAt} asc nulls first`, asc(orders.createdAt), asc(orders.id))
    .limit(rest);
  return [...recent, ...others];
}

/**
 * Paid orders to ask their provider about again (a provider may still reverse them): paid since
 * `paidSince`, not checked since `checkedBefore`, least recently checked first.
 */
export async function listPaidToRecheck(
  db: Executor,
  input: { paidSince: Date; checkedBefore: Date; limit: number },
) {
  return db
    .select(reconcileColumns)
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['success', 'approved']),
        gte(orders.paidAt, input.paidSince),
        notInArray(orders.provider, ['free', 'manual', 'hotmart']),
        or(isNull(orders.lastCheckedAt), lt(orders.lastCheckedAt, input.checkedBefore)),
      ),
    )
    .orderBy(sql`${orders.lastCheckedAt} asc nulls first`, asc(orders.paidAt))
    .limit(input.limit);
}

/** Marks orders as checked by the reconciliation now (the round robin's clock). */
export async function markOrdersChecked(db: Executor, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(orders).set({ lastCheckedAt: at }).where(inArray(orders.id, ids));
}

/**
 * Claims the right to ask the provider about a pending order now: true for at most one caller per
 * `seconds` and reference, across every instance (a guarded UPDATE on the order row, by the
 * database's clock). False for unknown, finished or recently asked orders.
 */
export async function claimConfirmRequest(
  db: Executor,
  reference: string,
  seconds: number,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ confirmRequestedAt: sql`now()` })
    .where(
      and(
        eq(orders.reference, reference),
        eq(orders.status, 'pending'),
        or(
          isNull(orders.confirmRequestedAt),
          lt(orders.confirmRequestedAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function releaseConfirmRequest(db: Executor, reference: string): Promise<void> {
  await db.update(orders).set({ confirmRequestedAt: null }).where(eq(orders.reference, reference));
}

/**
 * Records what the provider said about one of its transactions. Returns false when that
 * transaction id is already recorded for ANOTHER order (a transaction pays for one order only).
 */
export async function recordTransaction(
  db: Executor,
  values: typeof paymentTransactions.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentTransactions)
    .values(values)
    .onConflictDoUpdate({
      target: [paymentTransactions.provider, paymentTransactions.transactionId],
      set: {
        status: values.status,
        amountCents: values.amountCents,
        currency: values.currency,
        authorizationCode: values.authorizationCode,
        matched: values.matched,
        raw: values.raw,
        updatedAt: new Date(),
      },
      setWhere: eq(paymentTransactions.orderId, values.orderId),
    })
    .returning({ id: paymentTransactions.id });
  return rows.length > 0;
}

// ── Enrolments (written only here, inside the orders service's transactions) ─────────────────
export async function insertEnrolments(
  db: Executor,
  userId: number,
  courseIds: number[],
  orderId: number,
): Promise<number> {
  if (courseIds.length === 0) return 0;
  const rows = await db
    .insert(enrolments)
    .values(courseIds.map((courseId) => ({ userId, courseId, orderId })))
    .onConflictDoNothing({ target: [enrolments.userId, enrolments.courseId] })
    .returning({ id: enrolments.id });
  return rows.length;
}

/** Another paid order of the user that covers the course, if any. */
export async function findOtherPaidOrderFor(
  db: Executor,
  userId: number,
  courseId: number,
  exceptOrderId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.courseId, courseId),
        inArray(orders.status, ['success', 'approved']),
        ne(orders.id, exceptOrderId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  return row?.id ?? null;
}

/** Moves the user's enrolment in a course from one order to another (a refund keeps access). */
export async function reassignEnrolment(
  db: Executor,
  userId: number,
  courseId: number,
  fromOrderId: number,
  toOrderId: number,
): Promise<void> {
  await db
    .update(enrolments)
    .set({ orderId: toOrderId })
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.courseId, courseId),
        eq(enrolments.orderId, fromOrderId),
      ),
    );
}

/** Removes the enrolment this order granted; returns how many went. */
export async function deleteEnrolment(db: Executor, userId: number, courseId: number, orderId: number) {
  const rows = await db
    .delete(enrolments)
    .where(
      and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId), eq(enrolments.orderId, orderId)),
    )
    .returning({ id: enrolments.id });
  return rows.length;
}

/**
 * The common case of a confirmation in ONE statement (atomic on its own): record the provider's
 * transaction, mark the order paid if it is still pending (or failed) and the transaction is not
 * another order's, enrol the buyer in its courses and queue the receipt. The UPDATE takes the row
 * lock, so of two concurrent calls only one finds the order unpaid. `paid` false: nothing changed
 * (already paid, or the transaction belongs to another order); the caller then takes the slow path.
 */
export async function grantPaidOrder(
  db: Executor,
  input: {
    orderId: number;
    provider: string;
    transactionId: string;
    authorizationCode: string | null;
    amountCents: number;
    currency: string;
    raw: unknown;
    paidAt: Date;
    paymentMethodId: number;
    mail: { to: string; subject: string; html: string; text: string } | null;
  },
): Promise<{ paid: boolean; granted: number }> {
  const result = await db.execute<{ paid: number; granted: number }>(sql`
    with txrec as (
      insert into ${paymentTransactions} (provider, transaction_id, order_id, status, amount_cents, currency, authorization_code, matched, raw)
      values (${input.provider}, ${input.transactionId}, ${input.orderId}, 'approved', ${input.amountCents}, ${input.currency},
              ${input.authorizationCode}, true, ${JSON.stringify(input.raw ?? null)}::jsonb)
      on conflict (provider, transaction_id) do update
        set status = excluded.status, amount_cents = excluded.amount_cents, currency = excluded.currency,
            authorization_code = excluded.authorization_code, matched = true, raw = excluded.raw, updated_at = now()
        where ${paymentTransactions}.order_id = excluded.order_id
      returning id
    ),
    paid as (
      update ${orders}
        set status = 'success', transactional_id = ${input.transactionId}, authorization_code = ${input.authorizationCode},
            payment_method_id = ${input.paymentMethodId}, paid_at = ${input.paidAt.toISOString()}::timestamptz,
            failure_reason = null, updated_at = now()
      where id = ${input.orderId} and status in ('pending', 'failure') and exists (select 1 from txrec)
      returning id, user_id
    ),
    enrolled as (
      insert into ${enrolments} (user_id, course_id, order_id)
      select paid.user_id, oi.course_id, paid.id from paid join ${orderItems} oi on oi.order_id = paid.id
      where paid.user_id is not null
      on conflict (user_id, course_id) do nothing
      returning id
    ),
    mailed as (
      insert into ${outbox} ("to", subject, html, text)
      select ${input.mail?.to ?? null}, ${input.mail?.subject ?? ''}, ${input.mail?.html ?? ''}, ${input.mail?.text ?? ''}
      from paid where ${input.mail !== null}
      returning id
    )
    select (select count(*) from paid)::int as paid, (select count(*) from enrolled)::int as granted,
           (select count(*) from mailed)::int as mailed
  `);
  const row = result.rows[0];
  return { paid: (row?.paid ?? 0) > 0, granted: row?.granted ?? 0 };
}
