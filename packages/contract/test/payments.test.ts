import { describe, expect, it } from 'vitest';
import {
  addCourseShoppingCardResponseSchema,
  CART_MESSAGES,
  checkoutRequestSchema,
  deleteShoppingCarRequestSchema,
  ORDER_MESSAGES,
  orderConsultRequestSchema,
  paymentOutcomeMessage,
  payphoneCanReverse,
  SANDBOX_TEST_CARDS,
  sandboxCardOutcome,
} from '../src/index.ts';

describe('payments contract', () => {
  it('maps the sandbox test cards to their outcome, with spaces or dashes, and nothing else', () => {
    expect(sandboxCardOutcome(SANDBOX_TEST_CARDS.approved)).toBe('approved');
    expect(sandboxCardOutcome('5555 5555 5555 4444')).toBe('approved');
    expect(sandboxCardOutcome('4000-0000-0000-0002')).toBe('rejected');
    expect(sandboxCardOutcome(SANDBOX_TEST_CARDS.pending)).toBe('pending');
    expect(sandboxCardOutcome('4242424242424242')).toBeNull();
    expect(sandboxCardOutcome('')).toBeNull();
  });

  it("uses the spec's outcome messages letter for letter (§4, §8)", () => {
    expect(paymentOutcomeMessage('success')).toBe('Compra exitosa');
    expect(paymentOutcomeMessage('approved')).toBe('Compra exitosa');
    expect(paymentOutcomeMessage('pending')).toBe('Compra pendiente de aprobación');
    expect(paymentOutcomeMessage('failure')).toBe('Compra rechazada');
    expect(paymentOutcomeMessage('refunded')).toBe('Compra rechazada');
    expect(ORDER_MESSAGES.success).toBe('¡Transacción exitosa!');
    expect(ORDER_MESSAGES.rejected).toBe('¡Transacción rechazada!');
    expect(CART_MESSAGES.added).toBe('¡Se agregó su curso al carrito de compras!');
    expect(CART_MESSAGES.alreadyInCart).toBe('¡Este curso ya se encuentra en seleccionado!');
    expect(CART_MESSAGES.alreadyOwned).toBe('Ya se encuentra registrado en este curso.');
    expect(CART_MESSAGES.removed).toBe('Ítem eliminado');
  });

  it('checkout reads only proyect_id: amounts a browser sends are dropped', () => {
    expect(checkoutRequestSchema.parse({ proyect_id: '4', amount: '0.01', total: 1 })).toEqual({
      proyect_id: 4,
    });
    expect(checkoutRequestSchema.safeParse({}).success).toBe(false);
  });

  it('deleteShoppingCar takes the new {course_id, proyect_id} or the legacy {id, user_id}', () => {
    expect(deleteShoppingCarRequestSchema.parse({ course_id: 3, proyect_id: 4 })).toEqual({
      course_id: 3,
      proyect_id: 4,
    });
    expect(deleteShoppingCarRequestSchema.parse({ id: '7', user_id: '2' })).toEqual({ id: 7, user_id: 2 });
    expect(deleteShoppingCarRequestSchema.safeParse({ id: 7 }).success).toBe(false);
    expect(deleteShoppingCarRequestSchema.safeParse({ course_id: 'x', proyect_id: 4 }).success).toBe(false);
  });

  it('code 22 (already owned) carries no cart; codes 0 and 21 carry it', () => {
    expect(addCourseShoppingCardResponseSchema.safeParse({ code: 22, message: 'x' }).success).toBe(true);
    expect(addCourseShoppingCardResponseSchema.safeParse({ code: 0, message: 'x' }).success).toBe(false);
  });

  it('legacy payment records accept the spec field types and bound their size', () => {
    expect(orderConsultRequestSchema.parse({ transactional_id: 12345, amount: 20 }).transactional_id).toBe(
      '12345',
    );
    expect(orderConsultRequestSchema.safeParse({ transactional_id: 'x'.repeat(201) }).success).toBe(false);
    expect(orderConsultRequestSchema.safeParse({ amount: 1 }).success).toBe(false);
  });
});

describe('payphoneCanReverse (same Ecuadorian day, before 20:00 there; Ecuador is UTC−5)', () => {
  const at = (iso: string) => new Date(iso);
  it('is open from the payment until 19:59 in Ecuador on the same day', () => {
    expect(payphoneCanReverse(at('2026-03-10T14:00:00Z'), at('2026-03-10T14:05:00Z'))).toBe(true);
    // 19:59 in Ecuador is 00:59 UTC of the next day.
    expect(payphoneCanReverse(at('2026-03-10T14:00:00Z'), at('2026-03-11T00:59:00Z'))).toBe(true);
  });
  it('closes at 20:00 in Ecuador and on any later day', () => {
    expect(payphoneCanReverse(at('2026-03-10T14:00:00Z'), at('2026-03-11T01:00:00Z'))).toBe(false);
    expect(payphoneCanReverse(at('2026-03-10T14:00:00Z'), at('2026-03-11T14:00:00Z'))).toBe(false);
    // Paid at 21:00 in Ecuador: already past the day's cut-off.
    expect(payphoneCanReverse(at('2026-03-11T02:00:00Z'), at('2026-03-11T02:01:00Z'))).toBe(false);
    // Paid at 23:30 in Ecuador, asked at 00:10 the next Ecuadorian day: another day.
    expect(payphoneCanReverse(at('2026-03-11T04:30:00Z'), at('2026-03-11T05:10:00Z'))).toBe(false);
  });
  it('is closed for a payment dated after now', () => {
    expect(payphoneCanReverse(at('2026-03-10T15:00:00Z'), at('2026-03-10T14:00:00Z'))).toBe(false);
  });
});
