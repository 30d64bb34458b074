// The receipt e-mail of a paid order (Spanish, with the VAT breakdown of spec §9).
import { type MailContent, renderMail } from '../../integrations/mail/template.ts';

export type ReceiptData = {
  orderId: number;
  buyerName: string | null;
  items: Array<{ name: string; price: string }>;
  total: string;
  base: string;
  vat: string;
  vatRate: number;
  currency: string;
  transactionId: string | null;
  authorizationCode: string | null;
  paidAt: Date;
  publicUrl: string;
};

/*
 * The receipt writes an amount as the order records it, a point before the cents and no thousands
 * separator ("$342.86 USD"), and the VAT rate with a space before its sign ("12 %").
 * Formatters are built once: one costs more to create than the rest of the receipt.
 */
const AMOUNT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const RATE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
const money = (amount: string, currency: string) => `$${AMOUNT.format(Number(amount))} ${currency}`;
const percent = (rate: number) => `${RATE.format(rate * 100)} %`;

const paidAtFormat = new Intl.DateTimeFormat('es-EC', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Guayaquil',
});

export function receiptMail(r: ReceiptData): MailContent {
  const date = paidAtFormat.format(r.paidAt);
  const payment = [`Fecha: ${date} (hora de Ecuador)`];
  if (r.transactionId) payment.push(`Transacción: ${r.transactionId}`);
  if (r.authorizationCode) payment.push(`Autorización: ${r.authorizationCode}`);
  return renderMail(
    `Recibo de su compra: orden N.º ${r.orderId}`,
    r.buyerName ? `Hola ${r.buyerName}:` : 'Hola:',
    [
      { paragraph: `Gracias por su compra. Su pago fue aprobado y la orden N.º ${r.orderId} está pagada.` },
      { lines: r.items.map((i) => `${i.name}: ${money(i.price, r.currency)}`) },
      {
        lines: [
          `Base imponible: ${money(r.base, r.currency)}`,
          `IVA (${percent(r.vatRate)}): ${money(r.vat, r.currency)}`,
          `Total pagado: ${money(r.total, r.currency)}`,
        ],
      },
      { lines: payment },
      { button: { label: 'Ir a mis cursos', url: `${r.publicUrl}/v2/home` } },
      { paragraph: `Puede ver e imprimir este recibo en ${r.publicUrl}/v2/facturacion.` },
    ],
  );
}
