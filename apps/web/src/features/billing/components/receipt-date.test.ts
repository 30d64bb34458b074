import { describe, expect, it } from 'vitest';
import { formatReceiptDateTime } from './receipt-date.ts';

describe('formatReceiptDateTime', () => {
  it('keeps the time on one line: no breakable space inside "7:16 p. m."', () => {
    const text = formatReceiptDateTime(new Date(2026, 10, 23, 19, 16));
    const clock = /\d{1,2}:16.*$/.exec(text)?.[0] ?? '';
    expect(clock).toMatch(/^7:16\u00a0p\.\u00a0m\.$/);
    // The date before it may wrap between words as usual.
    expect(text).toContain('23 de noviembre de 2026');
  });

  it('holds a morning time together too', () => {
    const text = formatReceiptDateTime(new Date(2026, 10, 23, 7, 5));
    expect(text).toMatch(/7:05\u00a0a\.\u00a0m\.$/);
    expect(text.slice(text.indexOf('7:05'))).not.toMatch(/[ \u202f]/);
  });
});
