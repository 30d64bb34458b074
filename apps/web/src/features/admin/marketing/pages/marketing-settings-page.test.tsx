import type { AdminMarketingSettings } from '@campus/contract/admin-marketing';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf, typeInto } from '../../../../../test/support/render.tsx';
import { ADMIN_STORAGE_KEYS } from '../../lib/session.ts';
import MarketingSettingsPage from './marketing-settings-page.tsx';

const stored: AdminMarketingSettings = {
  whatsapp_group_url: 'https://chat.whatsapp.com/DemoCampusSalud',
  chat_phone: '+593991234567',
  chat_message: 'Hola',
  thanks_video: { type: 6, video_id: 'aqz-KE-bpKQ' },
  testimonials: [
    { type: 1, video_id: '76979871' },
    { type: 6, video_id: 'dQw4w9WgXcQ' },
    { type: 1, video_id: '1084537' },
  ],
  updated_at: '2026-11-20T15:00:00.000Z',
};

let puts: Array<Record<string, unknown>>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(url: string, init: RequestInit = {}) {
  if (url !== '/api/admin/marketing-settings') return respond(404, { message: 'Ruta no encontrada.' });
  if ((init.method ?? 'GET') === 'GET') return respond(200, stored);
  const body = JSON.parse(String(init.body));
  puts.push(body);
  return respond(200, { ...body, updated_at: new Date().toISOString() });
}

beforeEach(() => {
  puts = [];
  sessionStorage.setItem(ADMIN_STORAGE_KEYS.token, 'operator-token');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || textOf(b) === name,
  )!;
const videoIds = (root: Element) =>
  [...root.querySelectorAll<HTMLInputElement>('ol input')].map((i) => i.value);

async function show() {
  const view = await renderWithQueries(<MarketingSettingsPage />);
  const page = view.container;
  await settle(() => page.querySelector('form') !== null);
  return page;
}

describe('marketing settings form', () => {
  it('reorders and removes testimonials and sends them in gallery order, the chat number as E.164', async () => {
    const page = await show();
    expect(videoIds(page)).toEqual(['76979871', 'dQw4w9WgXcQ', '1084537']);
    expect(button(page, 'Subir el video n.º 1').disabled).toBe(true);

    await act(async () => button(page, 'Bajar el video n.º 1').click());
    expect(videoIds(page)).toEqual(['dQw4w9WgXcQ', '76979871', '1084537']);
    await act(async () => button(page, 'Quitar el video n.º 3').click());
    expect(videoIds(page)).toEqual(['dQw4w9WgXcQ', '76979871']);
    await typeInto(page.querySelector<HTMLInputElement>('#mk-chat-phone')!, '099 765 4321');

    await act(async () => button(page, 'Guardar').click());
    await settle(() => puts.length === 1);
    expect(puts[0]).toMatchObject({
      chat_phone: '+593997654321',
      thanks_video: { type: 6, video_id: 'aqz-KE-bpKQ' },
      testimonials: [
        { type: 6, video_id: 'dQw4w9WgXcQ' },
        { type: 1, video_id: '76979871' },
      ],
    });
    await settle(() => textOf(page).includes('Ajustes guardados. El sitio ya los muestra.'));
    expect(page.querySelector<HTMLInputElement>('#mk-chat-phone')!.value).toBe('+593997654321');
  });

  it('shows the schema’s Spanish message on the field at fault and sends nothing', async () => {
    const page = await show();
    await typeInto(page.querySelector<HTMLInputElement>('#mk-group')!, 'https://wa.me/593991234567');
    await act(async () => button(page, 'Añadir video').click());
    await act(async () => button(page, 'Guardar').click());
    await settle(() => textOf(page).includes('El grupo debe ser una invitación de WhatsApp'));
    expect(page.querySelector('#mk-group')!.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(page)).toContain('El campo ID del video es requerido');
    expect(puts).toHaveLength(0);
  });

  it('"Sin video" sends no thanks video', async () => {
    const page = await show();
    console.log('SELECTS', [...page.querySelectorAll('select')].map((s) => `${s.id}=${s.value}`).join(' '));
    const select = page.querySelector<HTMLSelectElement>('#mk-thanks-type')!;
    await act(async () => {
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => button(page, 'Guardar').click());
    await settle(() => puts.length === 1);
    expect(puts[0]!.thanks_video).toBeNull();
  });
});
