import { ADMIN_ORDER_MESSAGES, type AdminOrderDetail } from '@campus/contract/admin-orders';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf } from '../../../../../test/support/render.tsx';
import { ADMIN_STORAGE_KEYS } from '../../lib/session.ts';
import OrderPage from './order-page.tsx';

const paid: AdminOrderDetail = {
  id: 31,
  status: 'success',
  total: '60.00',
  base: '53.57',
  vat: '6.43',
  vat_rate: 0.12,
  currency: 'USD',
  provider: 'payphone',
  transactional_id: '23178290',
  authorization_code: 'W23178290',
  created_at: '2026-11-28T14:00:00.000Z',
  paid_at: '2026-11-28T14:02:00.000Z',
  items: [{ course_id: 7, name: 'Curso de Telemedicina', price: '60.00', image: '' }],
  reference: 'cs-0123456789abcdef01234567',
  user_id: 5,
  email: 'estudiante@campussalud.local',
  buyer_name: 'María José Andrade',
  provider_ref: '23178290',
  refunded_at: null,
  failure_reason: null,
  provider_refund: { available: true, note: null },
  certificates: [],
};
let current: AdminOrderDetail;
let sent: Array<Record<string, unknown> | null>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(url: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  if (method === 'GET' && url === '/api/admin/orders/31') return respond(200, current);
  if (method !== 'POST' || url !== '/api/admin/orders/31/refund')
    return respond(404, { message: 'Ruta no encontrada.' });
  const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
  sent.push(body);
  current = { ...current, status: 'refunded', refunded_at: '2026-11-28T15:00:00.000Z' };
  return respond(200, {
    message: body?.at_provider ? ADMIN_ORDER_MESSAGES.refundedAtProvider : ADMIN_ORDER_MESSAGES.refunded,
    status: 'refunded',
    revoked: 1,
    at_provider: body?.at_provider === true,
  });
}

beforeEach(() => {
  current = paid;
  sent = [];
  sessionStorage.setItem(ADMIN_STORAGE_KEYS.token, 'operator-token');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.stubGlobal('confirm', () => true);
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function show() {
  const view = await renderWithQueries(
    <Routes>
      <Route path="/admin/pedidos/:id" element={<OrderPage />} />
    </Routes>,
    { route: '/admin/pedidos/31' },
  );
  const page = view.container;
  await settle(() => textOf(page).includes('Curso de Telemedicina'));
  return page;
}
const button = (root: Element, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === label)!;

describe('operator order page: refund', () => {
  it('while PayPhone still annuls the payment, offers to do it there, and to only mark it refunded', async () => {
    const page = await show();
    const atProvider = button(page, 'Anular el pago en PayPhone y reembolsar');
    expect(atProvider).toBeDefined();
    expect(button(page, 'Solo marcar como reembolsado')).toBeDefined();
    await act(async () => atProvider.click());
    await settle(() => textOf(page).includes(ADMIN_ORDER_MESSAGES.refundedAtProvider));
    expect(sent).toEqual([{ at_provider: true }]);
  });

  it('outside the window, says what to do by hand and offers only to mark it refunded', async () => {
    current = {
      ...paid,
      provider_refund: { available: false, note: ADMIN_ORDER_MESSAGES.payphoneWindowClosed },
    };
    const page = await show();
    expect(textOf(page)).toContain(ADMIN_ORDER_MESSAGES.payphoneWindowClosed);
    expect(button(page, 'Anular el pago en PayPhone y reembolsar')).toBeUndefined();
    await act(async () => button(page, 'Solo marcar como reembolsado').click());
    await settle(() => textOf(page).includes(ADMIN_ORDER_MESSAGES.refunded));
    expect(sent).toEqual([{ at_provider: false }]);
  });
});
