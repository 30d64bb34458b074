// A local stand-in for PayPhone's button API, for tests: `startPayphoneFake()` listens on
// 127.0.0.1:<free port> and answers Prepare and V2/Confirm the way PayPhone documents them
// (Bearer token, integer cents whose parts must add up, `{message, errorCode}` errors, statusCode
// 3 approved / 2 cancelled, and the reversal of an approved payment nobody confirmed in time).
// `payWithCard` points at the fake's own /pay/{id} page: a GET with `?outcome=approved|cancelled`
// plays the buyer and redirects to responseUrl (or cancellationUrl) as PayPhone does.
// /api/Reverse annuls an approved payment (the caller checks PayPhone's same-day window).
// Tests can also break it on purpose: `failNext('timeout' | 500 | 'garbage')`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePayphoneTransaction = {
  id: number;
  clientTransactionId: string;
  storeId: string;
  amount: number;
  amountWithTax: number;
  amountWithoutTax: number;
  tax: number;
  currency: string;
  reference: string;
  responseUrl: string;
  cancellationUrl: string;
  /** 1 pending (form open), 2 cancelled, 3 approved. */
  statusCode: 1 | 2 | 3;
  /** What the buyer was charged, in cents (normally `amount`; a test may change it). */
  chargedAmount: number;
  authorizationCode: string | null;
  approvedAt: number | null;
  /** Confirm calls made while the payment was approved (0 = PayPhone will reverse it). */
  confirmCount: number;
  /** Annulled through /api/Reverse (or `reverse()`): Confirm then answers statusCode 2. */
  reversed?: boolean;
};

export type FakeFailure = 'timeout' | 500 | 503 | 'garbage';

export type PayphoneFake = {
  /** http://127.0.0.1:<port> — the PAYPHONE_API_URL for the code under test. */
  url: string;
  token: string;
  storeId: string;
  transactions: Map<number, FakePayphoneTransaction>;
  byReference(clientTransactionId: string): FakePayphoneTransaction | undefined;
  /** The buyer pays (3) or cancels (2) on PayPhone's form; returns the URL PayPhone sends them back to. */
  pay(id: number, outcome: 'approved' | 'cancelled', options?: { chargedAmount?: number }): string;
  /** The next `count` API calls fail this way (a timeout holds the request until the fake closes). */
  failNext(failure: FakeFailure, count?: number): void;
  /** Requests received, for assertions ("Confirm was called once"). */
  calls: Array<{ path: string; body: unknown; authorization: string | undefined }>;
  /** The merchant annulled it in PayPhone's panel (or a chargeback): Confirm answers statusCode 2. */
  reverse(id: number): void;
  /** Moves the fake's clock: approved payments older than 5 minutes and unconfirmed are reversed. */
  advance(ms: number): void;
  close(): Promise<void>;
};

/** PayPhone reverses an approved payment the merchant did not confirm within this time. */
export const FAKE_REVERSAL_MS = 5 * 60_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export async function startPayphoneFake(
  options: { token?: string; storeId?: string } = {},
): Promise<PayphoneFake> {
  const token = options.token ?? 'fake-payphone-token';
  const storeId = options.storeId ?? 'fake-store-1';
  const transactions = new Map<number, FakePayphoneTransaction>();
  const failures: FakeFailure[] = [];
  const calls: PayphoneFake['calls'] = [];
  const held = new Set<ServerResponse>();
  let nextId = 23_178_284;
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  let baseUrl = '';

  function reverseStale() {
    for (const tx of transactions.values()) {
      if (
        tx.statusCode === 3 &&
        tx.confirmCount === 0 &&
        tx.approvedAt !== null &&
        now() - tx.approvedAt > FAKE_REVERSAL_MS
      ) {
        tx.statusCode = 2;
      }
    }
  }

  function confirmAnswer(tx: FakePayphoneTransaction) {
    return {
      email: 'comprador@example.com',
      cardType: 'Credit',
      bin: '530219',
      lastDigits: 'XX17',
      deferredCode: '00000000',
      deferred: false,
      cardBrandCode: '51',
      cardBrand: 'Mastercard Produbanco/Promerica',
      amount: tx.chargedAmount,
      clientTransactionId: tx.clientTransactionId,
      phoneNumber: '593999999999',
      statusCode: tx.statusCode,
      transactionStatus: tx.statusCode === 3 ? 'Approved' : tx.statusCode === 2 ? 'Canceled' : 'Pending',
      authorizationCode: tx.statusCode === 3 ? tx.authorizationCode : null,
      message: null,
      messageCode: 0,
      transactionId: tx.id,
      document: '1234567890',
      currency: tx.currency,
      optionalParameter4: 'TITULAR DE PRUEBA',
      storeName: 'Tienda de prueba',
      date: new Date(now()).toISOString(),
      regionIso: 'EC',
      transactionType: 'Classic',
      reference: tx.reference,
    };
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return send(res, 400, { message: 'JSON inválido', errorCode: 800 });
    }
    calls.push({ path, body, authorization: req.headers.authorization });
    const failure = failures.shift();
    if (failure === 'timeout') {
      held.add(res);
      return;
    }
    if (failure === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>Service Unavailable</html>');
    }
    if (failure === 500 || failure === 503)
      return send(res, failure, { message: 'Error interno', errorCode: 500 });
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(res, 401, { message: 'Token inválido', errorCode: 802 });
    }

    if (path === '/api/button/Prepare') {
      const { amount, amountWithTax = 0, amountWithoutTax = 0, tax = 0, service = 0, tip = 0 } = body;
      const parts = [amount, amountWithTax, amountWithoutTax, tax, service, tip];
      if (!parts.every(isInt)) return send(res, 400, { message: 'Montos inválidos', errorCode: 800 });
      const [a, wt, wo, t, s, tp] = parts as [number, number, number, number, number, number];
      if (a !== wt + wo + t + s + tp) {
        return send(res, 400, { message: 'El monto no coincide con la suma de sus partes', errorCode: 800 });
      }
      const ctid = body.clientTransactionId;
      if (typeof ctid !== 'string' || ctid.length === 0 || ctid.length > 50) {
        return send(res, 400, { message: 'clientTransactionId inválido', errorCode: 800 });
      }
      if (body.storeId !== storeId) return send(res, 400, { message: 'La tienda no existe', errorCode: 100 });
      if ([...transactions.values()].some((t) => t.clientTransactionId === ctid)) {
        return send(res, 400, { message: 'Transacción duplicada', errorCode: 333 });
      }
      if (typeof body.responseUrl !== 'string') {
        return send(res, 400, { message: 'responseUrl requerido', errorCode: 800 });
      }
      const id = nextId++;
      transactions.set(id, {
        id,
        clientTransactionId: ctid,
        storeId,
        amount: a,
        amountWithTax: wt,
        amountWithoutTax: wo,
        tax: t,
        currency: typeof body.currency === 'string' ? body.currency : 'USD',
        reference: typeof body.reference === 'string' ? body.reference : '',
        responseUrl: body.responseUrl,
        cancellationUrl: typeof body.cancellationUrl === 'string' ? body.cancellationUrl : body.responseUrl,
        statusCode: 1,
        chargedAmount: a,
        authorizationCode: null,
        approvedAt: null,
        confirmCount: 0,
      });
      return send(res, 200, {
        paymentId: id,
        payWithCard: `${baseUrl}/pay/${id}`,
        payWithPayPhone: `${baseUrl}/pay/${id}?app=1`,
      });
    }

    if (path === '/api/button/V2/Confirm') {
      reverseStale();
      const tx = typeof body.id === 'number' ? transactions.get(body.id) : undefined;
      if (!tx || tx.clientTransactionId !== body.clientTxId) {
        return send(res, 400, {
          message: 'La transacción no existe, verifique que el identificador enviado sea correcto.',
          errorCode: 20,
        });
      }
      // Only confirming an approved payment keeps it (a Confirm while the form is open keeps nothing).
      if (tx.statusCode === 3) tx.confirmCount += 1;
      return send(res, 200, confirmAnswer(tx));
    }
    if (path === '/api/Reverse') {
      // Annulment of an approved payment (the merchant checks PayPhone's same-day window first).
      const tx = typeof body.id === 'number' ? transactions.get(body.id) : undefined;
      if (!tx) {
        return send(res, 400, {
          message: 'La transacción no existe, verifique que el identificador enviado sea correcto.',
          errorCode: 20,
        });
      }
      if (tx.statusCode !== 3) {
        return send(res, 400, { message: 'La transacción no se puede reversar.', errorCode: 25 });
      }
      tx.statusCode = 2;
      tx.reversed = true;
      return send(res, 200, true);
    }
    return send(res, 404, { message: 'No encontrado', errorCode: 404 });
  }

  const fake: Omit<PayphoneFake, 'url'> & { url: string } = {
    url: '',
    token,
    storeId,
    transactions,
    calls,
    byReference: (ctid) => [...transactions.values()].find((t) => t.clientTransactionId === ctid),
    pay(id, outcome, opts = {}) {
      const tx = transactions.get(id);
      if (!tx) throw new Error(`fake PayPhone: no transaction ${id}`);
      if (outcome === 'approved') {
        tx.statusCode = 3;
        tx.approvedAt = now();
        tx.authorizationCode = `W${id}`;
        if (opts.chargedAmount !== undefined) tx.chargedAmount = opts.chargedAmount;
        const u = new URL(tx.responseUrl);
        u.searchParams.set('id', String(id));
        u.searchParams.set('clientTransactionId', tx.clientTransactionId);
        return u.toString();
      }
      tx.statusCode = 2;
      return tx.cancellationUrl;
    },
    reverse(id) {
      const tx = transactions.get(id);
      if (!tx) throw new Error(`fake PayPhone: no transaction ${id}`);
      tx.statusCode = 2;
      tx.reversed = true;
    },
    failNext(failure, count = 1) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    advance(ms) {
      clockOffset += ms;
    },
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST') {
      api(req, res, url.pathname).catch(() => send(res, 500, { message: 'Error interno', errorCode: 500 }));
      return;
    }
    const pay = /^\/pay\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && pay) {
      const outcome = url.searchParams.get('outcome') === 'cancelled' ? 'cancelled' : 'approved';
      try {
        const location = fake.pay(Number(pay[1]), outcome);
        res.writeHead(302, { location });
        res.end();
      } catch {
        send(res, 404, { message: 'No encontrado' });
      }
      return;
    }
    send(res, 404, { message: 'No encontrado' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  fake.url = baseUrl;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      held.clear();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
