import type { BuyerRecord } from './api/book-order.ts';

// The buyer's form, kept in this tab while the provider's page is open, so the purchase can be
// recorded (spec §4 orderConsult/success carries name, e-mail and phone) when the buyer returns.
// Session storage: it dies with the tab and is cleared once the result is shown.
const key = (reference: string) => `campus:bookBuyer:${reference}`;

export function rememberBuyer(reference: string, buyer: BuyerRecord): void {
  try {
    sessionStorage.setItem(key(reference), JSON.stringify(buyer));
  } catch {
    // Private mode or full storage: the purchase is still recorded by its reference alone.
  }
}

export function recallBuyer(reference: string): BuyerRecord | null {
  try {
    const raw = sessionStorage.getItem(key(reference));
    return raw ? (JSON.parse(raw) as BuyerRecord) : null;
  } catch {
    return null;
  }
}

export function forgetBuyer(reference: string): void {
  try {
    sessionStorage.removeItem(key(reference));
  } catch {
    // nothing to clear
  }
}
