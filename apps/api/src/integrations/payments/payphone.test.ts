// The PayPhone adapter against the local fake of PayPhone's API: what Prepare receives, how each
// Confirm answer becomes a verdict, and that every failure of PayPhone is a ProviderUnavailable
// (the order stays pending for reconciliation) rather than a verdict or a crash.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PayphoneFake, startPayphoneFake } from '../../../test/support/payphone.fake.ts';
import { loadConfig } from '../../config.ts';
import { createPayphoneProvider, createPayphoneProviderFromOptions, payphoneAmounts } from './payphone.ts';
import { type CheckoutOrder, type PaymentProvider, ProviderUnavailable } from './provider.ts';

let fake: PayphoneFake;
let provider: PaymentProvider;

const order = (overrides: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  id: 7,
  reference: `ord_${Math.random().toString(36).slice(2, 14)}`,
  totalCents: 24_700,
  baseCents: 22_054,
  vatCents: 2_646,
  vatRate: 0.12,
  currency: 'USD',
  description: 'Curso de telemedicina',
  email: 'compradora@example.com',
  buyerName: 'Ana Pérez',
  items: [{ courseId: 3, name: 'Curso de telemedicina', priceCents: 24_700 }],
  returnUrl: 'http://localhost:3000/api/v1/payments/return?provider=payphone',
  webhookUrl: 'http://localhost:3000/api/v1/payments/webhook/payphone',
  ...overrides,
});

beforeEach(async () => {
  fake = await startPayphoneFake();
  provider = createPayphoneProviderFromOptions({
    apiUrl: fake.url,
    token: fake.token,
    storeId: fake.storeId,
    timeoutMs: 300,
  });
});
afterEach(() => fake.close());

/** Prepare, then the buyer's outcome on PayPhone's form; returns the query PayPhone sends back. */
async function payAndReturn(o: CheckoutOrder, outcome: 'approved' | 'cancelled', chargedAmount?: number) {
  const created = await provider.createCheckout(o);
  const back = new URL(fake.pay(Number(created.providerRef), outcome, { chargedAmount }));
  return { created, query: Object.fromEntries(back.searchParams) };
}

describe('PayPhone Prepare', () => {
  it('sends integer cents split into base, VAT and untaxed parts, our reference and store, with the Bearer token', async () => {
    const o = order();
    const created = await provider.createCheckout(o);
    const call = fake.calls.at(-1)!;
    expect(call.path).toBe('/api/button/Prepare');
    expect(call.authorization).toBe(`Bearer ${fake.token}`);
    expect(call.body).toMatchObject({
      amount: 24_700,
      amountWithTax: 22_054,
      tax: 2_646,
      amountWithoutTax: 0,
      currency: 'USD',
      clientTransactionId: o.reference,
      storeId: fake.storeId,
      responseUrl: o.returnUrl,
    });
    expect(
      new URL((call.body as { cancellationUrl: string }).cancellationUrl).searchParams.get(
        'clientTransactionId',
      ),
    ).toBe(o.reference);
    expect(created.redirectUrl).toBe(`${fake.url}/pay/${created.providerRef}`);
    expect(fake.transactions.get(Number(created.providerRef))?.clientTransactionId).toBe(o.reference);
  });

  it('puts the whole total in amountWithoutTax when there is no VAT', () => {
    expect(payphoneAmounts({ totalCents: 2000, baseCents: 2000, vatCents: 0 })).toEqual({
      amount: 2000,
      amountWithTax: 0,
      amountWithoutTax: 2000,
      tax: 0,
    });
  });

  it('throws ProviderUnavailable when PayPhone refuses, fails, times out or answers garbage', async () => {
    for (const failure of [500, 503, 'garbage', 'timeout'] as const) {
      fake.failNext(failure);
      await expect(provider.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
    }
    const wrongToken = createPayphoneProviderFromOptions({
      apiUrl: fake.url,
      token: 'otro',
      storeId: fake.storeId,
    });
    await expect(wrongToken.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
    const wrongStore = createPayphoneProviderFromOptions({
      apiUrl: fake.url,
      token: fake.token,
      storeId: 'x',
    });
    await expect(wrongStore.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
    const nobody = createPayphoneProviderFromOptions({
      apiUrl: 'http://127.0.0.1:9',
      token: 't',
      storeId: 's',
    });
    await expect(nobody.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('PayPhone V2/Confirm', () => {
  it('approved: statusCode 3 with PayPhone’s amount, currency, transaction id and authorization code', async () => {
    const o = order();
    const { created, query } = await payAndReturn(o, 'approved');
    const ret = provider.readReturn(query);
    expect(ret).toEqual({ reference: o.reference, providerRef: created.providerRef });
    const verdict = await provider.confirm({
      reference: o.reference,
      providerRef: created.providerRef,
      query,
    });
    expect(verdict).toMatchObject({
      status: 'approved',
      transactionId: created.providerRef,
      authorizationCode: `W${created.providerRef}`,
      amountCents: 24_700,
      currency: 'USD',
    });
    const confirm = fake.calls.at(-1)!;
    expect(confirm.path).toBe('/api/button/V2/Confirm');
    expect(confirm.body).toEqual({ id: Number(created.providerRef), clientTxId: o.reference });
    // Card holder, BIN, document and phone are not kept.
    expect(JSON.stringify(verdict.raw)).not.toMatch(/530219|1234567890|593999999999|TITULAR/);
  });

  it('cancelled: statusCode 2 is a rejection; the cancellation URL names our reference', async () => {
    const o = order();
    const { created, query } = await payAndReturn(o, 'cancelled');
    expect(query.id).toBeUndefined();
    expect(provider.readReturn(query)).toEqual({ reference: o.reference, providerRef: null });
    const verdict = await provider.confirm({
      reference: o.reference,
      providerRef: created.providerRef,
      query,
    });
    expect(verdict.status).toBe('rejected');
  });

  it('reports what PayPhone charged, not what we asked: a different amount reaches the orders service as is', async () => {
    const o = order();
    const { created, query } = await payAndReturn(o, 'approved', 100);
    const verdict = await provider.confirm({
      reference: o.reference,
      providerRef: created.providerRef,
      query,
    });
    expect(verdict.status).toBe('approved');
    expect(verdict.amountCents).toBe(100);
  });

  it('a buyer still on the form is pending; an approved payment left unconfirmed 5 minutes is reversed', async () => {
    const o = order();
    const created = await provider.createCheckout(o);
    expect(
      (await provider.confirm({ reference: o.reference, providerRef: created.providerRef, query: {} }))
        .status,
    ).toBe('pending');
    fake.pay(Number(created.providerRef), 'approved');
    fake.advance(5 * 60_000 + 1);
    expect(
      (await provider.confirm({ reference: o.reference, providerRef: created.providerRef, query: {} }))
        .status,
    ).toBe('rejected');
  });

  it('a forged id, or the id of another reference, decides nothing (pending, no transaction)', async () => {
    const a = order();
    const b = order();
    const paidA = await payAndReturn(a, 'approved');
    await provider.createCheckout(b);
    // b's return URL carrying a's PayPhone id: PayPhone does not know that pair.
    const stolen = await provider.confirm({
      reference: b.reference,
      providerRef: null,
      query: { id: paidA.query.id! },
    });
    expect(stolen).toMatchObject({ status: 'pending', transactionId: null, amountCents: null });
    const bogus = await provider.confirm({ reference: b.reference, providerRef: null, query: { id: 'abc' } });
    expect(bogus).toMatchObject({ status: 'pending', transactionId: null });
    const none = await provider.confirm({ reference: b.reference, providerRef: null, query: {} });
    expect(none.status).toBe('pending');
  });

  it('a timeout, a 5xx or an unreadable answer throws ProviderUnavailable (retry later), and a retry then works', async () => {
    const o = order();
    const { created, query } = await payAndReturn(o, 'approved');
    for (const failure of ['timeout', 500, 'garbage'] as const) {
      fake.failNext(failure);
      await expect(
        provider.confirm({ reference: o.reference, providerRef: created.providerRef, query }),
      ).rejects.toBeInstanceOf(ProviderUnavailable);
    }
    const verdict = await provider.confirm({
      reference: o.reference,
      providerRef: created.providerRef,
      query,
    });
    expect(verdict.status).toBe('approved');
  });
});

describe('PayPhone notification (unsigned)', () => {
  it('names the reference to confirm, with an event id that contains it', async () => {
    const parsed = await provider.parseNotification(
      {},
      JSON.stringify({
        StoreId: 's',
        ClientTransactionId: 'ord_abc',
        TransactionId: 123,
        StatusCode: 3,
        Amount: 100,
      }),
    );
    expect(parsed).toEqual({ ok: true, signed: false, eventId: 'ord_abc:123:3', reference: 'ord_abc' });
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of [
      '',
      'nope',
      '[]',
      '{}',
      JSON.stringify({ ClientTransactionId: 'x'.repeat(51), TransactionId: 1 }),
    ]) {
      const parsed = await provider.parseNotification({}, body);
      expect(parsed).toMatchObject({ ok: false, status: 400 });
    }
  });
});

describe('PayPhone configuration', () => {
  it('production refuses PAYMENT_PROVIDER=payphone without its token and store', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'payphone' })).toThrow(
      /PAYPHONE_TOKEN[\s\S]*PAYPHONE_STORE_ID/,
    );
    let message = '';
    try {
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'payphone',
        PAYPHONE_TOKEN: 't',
        PAYPHONE_STORE_ID: 's',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).not.toMatch(/PAYPHONE/);
  });

  it('outside production the adapter still will not start without them', () => {
    const config = loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'payphone' });
    expect(() => createPayphoneProvider({ config } as Parameters<typeof createPayphoneProvider>[0])).toThrow(
      /PAYPHONE_TOKEN y PAYPHONE_STORE_ID/,
    );
  });
});
