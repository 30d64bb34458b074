import type { AdminQuestionDetail } from '@campus/contract/admin-questions';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf, typeInto } from '../../../../../test/support/render.tsx';
import { ADMIN_STORAGE_KEYS } from '../../lib/session.ts';
import QuestionPage from './question-page.tsx';

const asker = { id: 5, name: 'María José Andrade', email: 'estudiante@campussalud.local' };
const open: AdminQuestionDetail = {
  id: 12,
  course_id: 7,
  course_name: 'Curso de Telemedicina',
  specialist_name: 'Ana Pérez',
  body: '¿Se necesita consentimiento escrito?',
  asker,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  answers_count: 0,
  official_answer: null,
  answers: [],
};
let current: AdminQuestionDetail;
let sent: Array<{ method: string; body: Record<string, unknown> }>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(url: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  if (method === 'GET' && url === '/api/admin/questions/12') return respond(200, current);
  if (url !== '/api/admin/questions/12/answer') return respond(404, { message: 'Ruta no encontrada.' });
  const body = JSON.parse(String(init.body));
  sent.push({ method, body });
  const answer = {
    id: 40,
    body: body.answer,
    official: true,
    author: { id: 1, name: '', email: 'operador@campussalud.local' },
    shown_as: 'Ana Pérez',
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: new Date().toISOString(),
  };
  current = { ...current, official_answer: answer, answers: [answer], answers_count: 1 };
  return respond(200, { message: 'Respuesta publicada como el especialista del curso.', data: answer });
}

beforeEach(() => {
  current = open;
  sent = [];
  sessionStorage.setItem(ADMIN_STORAGE_KEYS.token, 'operator-token');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function show() {
  const view = await renderWithQueries(
    <Routes>
      <Route path="/admin/preguntas/:id" element={<QuestionPage />} />
    </Routes>,
    { route: '/admin/preguntas/12' },
  );
  const page = view.container;
  await settle(() => textOf(page).includes('¿Se necesita consentimiento escrito?'));
  return page;
}
const submit = async (root: Element) =>
  act(async () => {
    root.querySelector('form')!.requestSubmit();
  });

describe('operator question page', () => {
  it('refuses an empty answer in Spanish, then answers once as the specialist and turns into a correction', async () => {
    const page = await show();
    expect(textOf(page)).toContain('Los estudiantes la verán firmada por Ana Pérez');
    await submit(page);
    await settle(() => textOf(page).includes('El campo respuesta es requerido'));
    expect(sent).toEqual([]);

    await typeInto(page.querySelector('textarea')!, 'Sí, debe quedar en la historia clínica.');
    await submit(page);
    await settle(() => sent.length === 1);
    expect(sent[0]).toEqual({ method: 'POST', body: { answer: 'Sí, debe quedar en la historia clínica.' } });
    await settle(() => textOf(page).includes('Guardar la corrección'));
    expect(textOf(page)).toContain('Respuesta publicada como el especialista del curso.');
    expect(page.querySelector('textarea')!.value).toBe('Sí, debe quedar en la historia clínica.');

    await typeInto(page.querySelector('textarea')!, 'Sí, por escrito en la historia clínica.');
    await submit(page);
    await settle(() => sent.length === 2);
    expect(sent[1]!.method).toBe('PUT');
  });

  it('says so when the course has no specialist to answer as', async () => {
    current = { ...open, specialist_name: null };
    const page = await show();
    expect(textOf(page)).toContain('Este curso no tiene especialista asignado');
    expect(page.querySelector('textarea')).toBeNull();
  });
});
