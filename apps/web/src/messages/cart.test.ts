import { CART_MESSAGES, CART_CODE as CONTRACT_CART_CODE } from '@campus/contract/cart';
import { ORDER_MESSAGES } from '@campus/contract/orders';
import {
  ACCEPTED_CARDS as CONTRACT_CARDS,
  PAYMENT_CURRENCY as CONTRACT_CURRENCY,
} from '@campus/contract/payments';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_CARDS, CART_CODE, PAYMENT_CURRENCY } from '../lib/cart-api.ts';
import { contractCopies } from './cart.ts';

describe('the web copies of contract constants (kept zod-free for the student pages)', () => {
  it('say exactly what the contract says', () => {
    for (const [key, value] of Object.entries(contractCopies.CART_MESSAGES))
      expect(value, key).toBe(CART_MESSAGES[key as keyof typeof CART_MESSAGES]);
    for (const [key, value] of Object.entries(contractCopies.ORDER_MESSAGES))
      expect(value, key).toBe(ORDER_MESSAGES[key as keyof typeof ORDER_MESSAGES]);
    expect(CART_CODE).toEqual(CONTRACT_CART_CODE);
    expect(ACCEPTED_CARDS).toEqual(CONTRACT_CARDS);
    expect(PAYMENT_CURRENCY).toBe(CONTRACT_CURRENCY);
  });
});
