import { describe, expect, it } from 'vitest';
import { bookCheckoutRequestSchema, bookResultPath, isOfferPrice, urlPriceToCents } from '../src/book.ts';
import { hotmartPostbackSchema } from '../src/hotmart.ts';

describe('book pre-sale price from the URL', () => {
  it('reads plain amounts as cents', () => {
    expect(urlPriceToCents('20')).toBe(2000);
    expect(urlPriceToCents('20.00')).toBe(2000);
    expect(urlPriceToCents('20.5')).toBe(2050);
    expect(urlPriceToCents('20,99')).toBe(2099);
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '20abc', '-1', '1e3', '0x14', '20.001', '12345678', ' ', '20.']) {
      expect(urlPriceToCents(bad)).toBeNull();
    }
  });
  it('matches only the exact offer price', () => {
    expect(isOfferPrice('20', '20.00')).toBe(true);
    expect(isOfferPrice('20.00', '20.00')).toBe(true);
    expect(isOfferPrice('1', '20.00')).toBe(false);
    expect(isOfferPrice('19.99', '20.00')).toBe(false);
    expect(isOfferPrice('x', '20.00')).toBe(false);
  });
  it('sends the buyer back to the offer page with the reference', () => {
    expect(bookResultPath({ token: 'preventa-libro', price: '20.00' }, 'cs-abc')).toBe(
      '/checkout/20/preventa-libro?ref=cs-abc',
    );
    expect(bookResultPath({ token: 't', price: '20.50' }, 'r')).toBe('/checkout/20.50/t?ref=r');
  });
});

describe('book checkout form', () => {
  const valid = {
    price: '20',
    name: 'Ana',
    last_name: 'Pérez',
    email: 'Ana@Example.com ',
    phone: '0991234567',
    accept: true,
  };
  it('normalises e-mail and phone (EC by default)', () => {
    const parsed = bookCheckoutRequestSchema.parse(valid);
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.phone).toBe('+593991234567');
  });
  it('speaks Spanish on bad input, per field', () => {
    const r = bookCheckoutRequestSchema.safeParse({
      ...valid,
      name: '',
      phone: '12',
      accept: false,
      email: 'x',
    });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(fields.name).toMatch(/nombre/);
    expect(fields.accept).toBe('Debe aceptar los términos y condiciones de la preventa');
    expect(fields.email).toMatch(/email|correo/);
    expect(fields.phone).toBeTruthy();
  });
});

describe('Hotmart postback', () => {
  it('reads the v2 fields we act on and ignores the rest', () => {
    const p = hotmartPostbackSchema.parse({
      id: 'd49b2661-a446-4b2a-aa9d-c3b2f1d8ee11',
      creation_date: 1669954903916,
      event: 'PURCHASE_APPROVED',
      version: '2.0.0',
      data: {
        product: { id: 4774438, ucode: 'x', name: 'Curso' },
        buyer: { email: 'Comprador@Example.com', name: 'Teste Comprador' },
        purchase: {
          transaction: 'HP1121336654889',
          status: 'APPROVED',
          price: { value: 1500, currency_value: 'brl' },
        },
        producer: { name: 'Productor' },
      },
    });
    expect(p.data.product.id).toBe('4774438');
    expect(p.data.buyer.email).toBe('comprador@example.com');
    expect(p.data.purchase.price?.currency_value).toBe('BRL');
  });
});
