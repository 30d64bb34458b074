import type { AdminSlot, AdminSlotPage } from '@campus/contract/admin-mentoring';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf, typeInto } from '../../../../../test/support/render.tsx';
import { ADMIN_STORAGE_KEYS } from '../../lib/session.ts';
import CourseSlotsPage from './course-slots-page.tsx';

const booked: AdminSlot = {
  id: 31,
  course_id: 7,
  title: 'Sesión en vivo',
  starts_at: '2027-01-16T01:00:00.000Z',
  ends_at: '2027-01-16T02:30:00.000Z',
  duration_minutes: 90,
  capacity: 40,
  booked: 3,
  room_url: 'https://meet.jit.si/sala',
  past: false,
  created_at: '2026-11-20T15:00:00.000Z',
};
const listed: AdminSlotPage = {
  data: [booked],
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: 1,
  from: 1,
  to: 1,
  course: {
    id: 7,
    name: 'Curso de Telemedicina',
    days: null,
    published: true,
    upcoming_slots: 1,
    upcoming_bookings: 3,
    max_bookings: 2,
  },
};

let sent: Array<{ url: string; method: string; body: Record<string, unknown> }>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(url: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  if (method === 'GET' && url.startsWith('/api/admin/mentoring/courses/7/slots')) return respond(200, listed);
  const body = JSON.parse(String(init.body));
  sent.push({ url, method, body });
  if (method === 'PUT' && url.endsWith('/settings'))
    return respond(200, {
      message: 'Límite de reservas guardado.',
      data: { ...listed.course, max_bookings: body.max_bookings },
    });
  if (method === 'PUT')
    return respond(422, {
      message: 'El campo cupos no puede ser menor que las reservas actuales (3).',
      code: 'validation',
      errors: { capacity: ['El campo cupos no puede ser menor que las reservas actuales (3).'] },
    });
  return respond(200, { message: 'Mentoría creada.', data: { ...booked, id: 32, booked: 0 } });
}

beforeEach(() => {
  sent = [];
  sessionStorage.setItem(ADMIN_STORAGE_KEYS.token, 'operator-token');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const field = <T extends Element = HTMLInputElement>(root: Element, id: string) =>
  root.querySelector(`#${id}`) as unknown as T;
const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => textOf(b).startsWith(name))!;
const submit = async (root: Element) =>
  act(async () => {
    root.querySelector('form')!.requestSubmit();
  });

async function show() {
  const view = await renderWithQueries(
    <Routes>
      <Route path="/admin/mentorias/:id" element={<CourseSlotsPage />} />
    </Routes>,
    { route: '/admin/mentorias/7' },
  );
  const page = view.container;
  await settle(() => textOf(page).includes('Sesión en vivo'));
  return page;
}

describe('mentoring sessions of a course', () => {
  it('creates a session from a date and time in Ecuador, previewing the UTC instant', async () => {
    const page = await show();
    await typeInto(field(page, 'slot-zone'), 'America/Guayaquil');
    await typeInto(field(page, 'slot-date'), '2027-02-10');
    await typeInto(field(page, 'slot-time'), '19:30');
    await settle(() => textOf(page).includes('Se guarda como 2027-02-11 00:30 (UTC).'));
    await typeInto(field(page, 'slot-capacity'), '5');
    await submit(page);
    await settle(() => sent.length === 1);
    expect(sent[0]).toMatchObject({
      url: '/api/admin/mentoring/courses/7/slots',
      method: 'POST',
      body: {
        date: '2027-02-10',
        time: '19:30',
        time_zone: 'America/Guayaquil',
        capacity: 5,
        room_url: null,
      },
    });
    await settle(() => textOf(page).includes('Mentoría creada.'));
  });

  it('refuses an empty date in Spanish before sending anything', async () => {
    const page = await show();
    await submit(page);
    await settle(() => textOf(page).includes('El campo fecha es requerido (AAAA-MM-DD)'));
    expect(sent).toEqual([]);
  });

  it('edits a booked session: time fields are read-only and the API refusal shows under the places', async () => {
    const page = await show();
    await act(async () => button(page, 'Editar').click());
    await settle(() => textOf(page).includes('Tiene 3 reservas'));
    expect(field(page, 'slot-date').readOnly).toBe(true);
    expect(field(page, 'slot-duration').readOnly).toBe(true);
    await typeInto(field(page, 'slot-capacity'), '4');
    await submit(page);
    await settle(() => sent.length === 1);
    expect(sent[0]).toMatchObject({ url: '/api/admin/mentoring/slots/31', method: 'PUT' });
    await settle(() => textOf(page).includes('no puede ser menor que las reservas actuales (3)'));
    expect(field(page, 'slot-capacity').getAttribute('aria-invalid')).toBe('true');
  });

  it("sets the course's cap of upcoming bookings per student, refusing numbers outside 1–20 in Spanish", async () => {
    const page = await show();
    const input = field(page, 'mentoring-max-bookings');
    expect(input.value).toBe('2');
    const form = input.closest('form')!;
    await typeInto(input, '25');
    await act(async () => form.requestSubmit());
    await settle(() =>
      textOf(page).includes('El campo reservas por estudiante debe ser un número entero entre 1 y 20'),
    );
    expect(sent).toEqual([]);
    await typeInto(input, '3');
    await act(async () => form.requestSubmit());
    await settle(() => sent.length === 1);
    expect(sent[0]).toEqual({
      url: '/api/admin/mentoring/courses/7/settings',
      method: 'PUT',
      body: { max_bookings: 3 },
    });
    await settle(() => textOf(page).includes('Límite de reservas guardado.'));
  });
});
