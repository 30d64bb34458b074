import { describe, expect, it } from 'vitest';
import { OUTCOME_TARGET, outcomeFromPath, outcomeOfOrder } from './payment-result-page.tsx';

describe('payment result pages (spec §4)', () => {
  it('reads the outcome from the path the server returned to', () => {
    expect(outcomeFromPath('/home/payment/success')).toBe('success');
    expect(outcomeFromPath('/home/payment/pending')).toBe('pending');
    expect(outcomeFromPath('/home/payment/failure')).toBe('failure');
  });

  it("believes the server's order over the address: a forged success of a pending order shows pending", () => {
    expect(outcomeOfOrder('success')).toBe('success');
    expect(outcomeOfOrder('approved')).toBe('success');
    expect(outcomeOfOrder('pending')).toBe('pending');
    expect(outcomeOfOrder('failure')).toBe('failure');
    expect(outcomeOfOrder('refunded')).toBe('failure');
  });

  it('sends success to My courses, failure to the cart and pending to billing', () => {
    expect(OUTCOME_TARGET).toEqual({ success: '/v2/home', failure: '/v2/cart', pending: '/v2/facturacion' });
  });
});
