// The sandbox provider's hosted checkout, served on our origin as plain HTML (no script): the
// amount with its tax split in integer cents, a card form that takes the test cards, and the
// redirect back to the merchant with the sandbox's transaction id.
import { SANDBOX_TEST_CARDS, type SandboxOutcome, sandboxCardOutcome } from '@campus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import {
  type createSandboxProvider,
  decideSandboxPayment,
  findSandboxPayment,
  type SandboxPayment,
  sandboxReturnUrl,
} from './sandbox.ts';

type Sandbox = ReturnType<typeof createSandboxProvider>;

const paramsSchema = z.object({ id: z.string().regex(/^sbx_[0-9a-f]{24}$/) });
const formSchema = z.object({
  action: z.enum(['pay', 'cancel']).default('pay'),
  card_number: z.string().max(40).default(''),
  holder: z.string().max(120).default(''),
  expiry: z.string().max(10).default(''),
  cvv: z.string().max(10).default(''),
});

/** Money as the site writes it ("$1.247,00", es-EC), so the checkout reads like the cart that led here. */
const USD = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });
const usd = (cents: number) => USD.format(cents / 100);
const STATUS_TEXT: Record<string, string> = {
  approved: 'Pago aprobado',
  rejected: 'Pago rechazado',
  pending: 'Pago pendiente de aprobación',
  refunded: 'Pago reembolsado',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:.125rem .625rem;font-size:.8125rem;font-weight:600}
table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.25rem 0}td:last-child{text-align:right;font-variant-numeric:tabular-nums}
tr.total td{border-top:1px solid #cbd5e1;font-weight:700;padding-top:.5rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;font-size:1rem;padding:.625rem;border:1px solid #64748b;border-radius:.375rem}
input:focus,button:focus{outline:3px solid #0e7490;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1rem;font-size:1rem;font-weight:700;padding:.75rem;border-radius:.375rem;border:0;cursor:pointer}
.pay{background:#0e7490;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
.error{background:#fee2e2;color:#7f1d1d;border-radius:.375rem;padding:.5rem .75rem;margin:.75rem 0}
details{margin-top:1rem;font-size:.875rem}code{font-size:.875rem}
a{color:#0e7490}
</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

function summary(p: SandboxPayment): string {
  const rate = p.baseCents > 0 ? Math.round((p.vatCents / p.baseCents) * 100) : 0;
  return `<p>${escapeHtml(p.description)}</p><table aria-label="Detalle del cobro"><tbody>
<tr><td>Base imponible</td><td>${usd(p.baseCents)}</td></tr>
<tr><td>IVA (${rate} %)</td><td>${usd(p.vatCents)}</td></tr>
<tr class="total"><td>Total a pagar (${escapeHtml(p.currency)})</td><td>${usd(p.amountCents)}</td></tr>
</tbody></table>`;
}

function checkoutPage(p: SandboxPayment, error?: string): string {
  const cards = [
    ['Aprobada (Visa)', SANDBOX_TEST_CARDS.approved],
    ['Aprobada (Master Card)', SANDBOX_TEST_CARDS.approvedMastercard],
    ['Rechazada', SANDBOX_TEST_CARDS.rejected],
    ['Pendiente', SANDBOX_TEST_CARDS.pending],
  ]
    .map(([label, n]) => `<li>${label}: <code>${n}</code></li>`)
    .join('');
  return page(
    'Pago de prueba · Campus Salud',
    `<span class="badge">Modo de prueba: no se cobra dinero</span><h1>Pagar con tarjeta</h1>${summary(p)}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox/checkout/${escapeHtml(p.checkoutId)}" novalidate>
<label for="card_number">Número de tarjeta</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="holder">Titular de la tarjeta</label><input id="holder" name="holder" autocomplete="cc-name" required>
<div class="row"><div><label for="expiry">Vencimiento (MM/AA)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<button class="pay" type="submit" name="action" value="pay">Pagar ${usd(p.amountCents)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancelar y volver</button>
</form>
<details><summary>Tarjetas de prueba</summary><ul>${cards}</ul><p>Cualquier titular, vencimiento futuro y CVV de 3 dígitos.</p></details>`,
  );
}

function decidedPage(p: SandboxPayment): string {
  return page(
    'Pago de prueba · Campus Salud',
    `<span class="badge">Modo de prueba</span><h1>${escapeHtml(STATUS_TEXT[p.status] ?? 'Pago procesado')}</h1>${summary(p)}
<p>Este pago ya fue procesado.</p><p><a href="${escapeHtml(sandboxReturnUrl(p))}">Volver a Campus Salud</a></p>`,
  );
}

function notFoundPage(reply: FastifyReply) {
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(
      page(
        'Pago no encontrado',
        '<h1>Pago no encontrado</h1><p>El enlace de pago no existe o ya no es válido.</p>',
      ),
    );
}

/** Checks the card form; an error message in Spanish, or the outcome the test card stands for. */
function readCard(form: z.infer<typeof formSchema>): { outcome: SandboxOutcome; last4: string } | string {
  const digits = form.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'Ingrese el número de la tarjeta.';
  if (!form.holder.trim()) return 'Ingrese el nombre del titular.';
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = Number(m?.[1]);
  const year = 2000 + Number(m?.[2]);
  const now = new Date();
  if (!m || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return 'Ingrese un vencimiento futuro con el formato MM/AA.';
  if (!/^\d{3}$/.test(form.cvv.trim())) return 'El CVV tiene 3 dígitos.';
  const outcome = sandboxCardOutcome(digits);
  if (!outcome) return 'Tarjeta no válida en el modo de prueba: use una de las tarjetas de prueba.';
  return { outcome, last4: digits.slice(-4) };
}

export async function sandboxPageRoutes(app: FastifyInstance, sandbox: Sandbox) {
  const none = { auth: 'none' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get('/sandbox/checkout/:id', { config: none, schema: { hide: true } }, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const payment = params.success ? await findSandboxPayment(app.db, params.data.id) : null;
    if (!payment) return notFoundPage(reply);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return payment.status === 'created' ? checkoutPage(payment) : decidedPage(payment);
  });

  app.post('/sandbox/checkout/:id', { config: none, schema: { hide: true } }, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const payment = params.success ? await findSandboxPayment(app.db, params.data.id) : null;
    if (!payment) return notFoundPage(reply);
    reply.header('cache-control', 'no-store');
    if (payment.status !== 'created')
      return reply.type('text/html; charset=utf-8').send(decidedPage(payment));
    const form = formSchema.safeParse(request.body ?? {});
    if (!form.success)
      return reply
        .status(422)
        .type('text/html; charset=utf-8')
        .send(checkoutPage(payment, 'Datos de la tarjeta no válidos.'));
    let decision: { outcome: SandboxOutcome; last4: string | null };
    if (form.data.action === 'cancel') {
      decision = { outcome: 'rejected', last4: null };
    } else {
      const card = readCard(form.data);
      if (typeof card === 'string')
        return reply.status(422).type('text/html; charset=utf-8').send(checkoutPage(payment, card));
      decision = { outcome: card.outcome, last4: card.last4 };
    }
    const decided = await decideSandboxPayment(app.db, payment.checkoutId, decision.outcome, decision.last4);
    if (!decided) {
      const current = await findSandboxPayment(app.db, payment.checkoutId);
      return reply.type('text/html; charset=utf-8').send(decidedPage(current ?? payment));
    }
    sandbox.notify(decided);
    return reply.redirect(sandboxReturnUrl(decided), 303);
  });
}
