import type { Note } from '@campus/contract/notes';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderWithQueries,
  settle,
  textOf,
  typeInto,
  unmountRendered,
} from '../../../../test/support/render.tsx';
import { toast } from '../../../lib/toast.ts';
import { CourseNotes } from './course-notes.tsx';

// What the panel asks to toast (lib/toast.ts hands it to sonner once that has loaded).
vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const COURSE = 3;
const VIDEO = 11;

function note(over: Partial<Note>): Note {
  return {
    id: 1,
    mounted_course_id: COURSE,
    body: 'Nota',
    resource_id: null,
    resource_name: null,
    position_seconds: null,
    created_at: '2026-03-01T15:00:00.000Z',
    updated_at: '2026-03-01T15:00:00.000Z',
    ...over,
  };
}

type Call = { method: string; url: string; body: Record<string, unknown> | null };
let calls: Call[];
let server: Note[];

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(url: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  const body = init.body ? JSON.parse(String(init.body)) : null;
  calls.push({ method, url, body });
  if (method === 'GET' && url === `/api/v2/notes/${COURSE}`) return respond(200, { data: server });
  if (method === 'POST' && url === '/api/v2/notes') {
    const created = note({
      id: 50 + server.length,
      body: body.body,
      resource_id: body.resource_id ?? null,
      resource_name: body.resource_id ? 'Clase en video' : null,
      position_seconds: body.position_seconds ?? null,
      created_at: new Date().toISOString(),
    });
    server = [created, ...server];
    return respond(201, { message: 'Nota guardada.', data: created });
  }
  const one = /^\/api\/v2\/notes\/(\d+)$/.exec(url);
  if (one && method === 'DELETE') {
    server = server.filter((n) => n.id !== Number(one[1]));
    return respond(200, { message: 'Nota eliminada.' });
  }
  if (one && method === 'PUT') {
    server = server.map((n) => (n.id === Number(one[1]) ? { ...n, body: body.body } : n));
    return respond(200, { message: 'Nota actualizada.', data: server.find((n) => n.id === Number(one[1])) });
  }
  return respond(404, { message: 'Ruta no encontrada.' });
}

beforeEach(() => {
  calls = [];
  server = [
    note({
      id: 1,
      body: 'Dosis de adrenalina',
      resource_id: VIDEO,
      resource_name: 'Clase en video',
      position_seconds: 83,
    }),
    note({ id: 2, body: 'De otra clase', resource_id: 12, resource_name: 'Otra clase', position_seconds: 5 }),
    note({ id: 3, body: 'Nota general' }),
  ];
  localStorage.setItem('token', 'user-token');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.mocked(toast.success).mockClear();
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || textOf(b) === name,
  );

async function show(props: {
  resourceId?: number | null;
  currentTime: number | (() => number);
  seek?: (s: number) => void;
}) {
  const seek = props.seek ?? vi.fn();
  const view = await renderWithQueries(
    <CourseNotes
      courseId={COURSE}
      resourceId={props.resourceId}
      currentTime={props.currentTime}
      seek={seek}
    />,
  );
  return { page: view.container, seek };
}

describe('CourseNotes', () => {
  it("lists the open lesson's pinned notes first; clicking one jumps the video there", async () => {
    const { page, seek } = await show({ resourceId: VIDEO, currentTime: 0 });
    await settle(() => page.querySelectorAll('li').length === 3);
    const items = [...page.querySelectorAll('li')];
    expect(textOf(items[0]!)).toContain('Dosis de adrenalina');
    const jump = button(items[0]!, 'Ir al video en el minuto 1, segundo 23')!;
    expect(textOf(jump)).toBe('1:23');
    await act(async () => jump.click());
    expect(seek).toHaveBeenCalledWith(83);

    // a note of another lesson links to that lesson instead of seeking this video
    const link = items.find((li) => textOf(li).includes('De otra clase'))!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(`/v2/courses/${COURSE}/12`);
    expect(textOf(link)).toBe('En la clase «Otra clase» · 0:05');
  });

  it('adds a note pinned to the second where writing began, shown as m:ss', async () => {
    let now = 125.6;
    const { page } = await show({ resourceId: VIDEO, currentTime: () => now });
    await settle(() => page.querySelectorAll('li').length === 3);
    const textarea = page.querySelector<HTMLTextAreaElement>('textarea')!;
    await typeInto(textarea, 'Revisar este algoritmo');
    now = 140; // the video kept playing while the student typed
    const checkbox = page.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(checkbox.checked).toBe(true);
    expect(textOf(checkbox.closest('label'))).toBe('Fijar en el video en 2:05');
    await act(async () => button(page, 'Guardar nota')!.click());
    await settle(() => page.querySelectorAll('li').length === 4);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      mounted_course_id: COURSE,
      body: 'Revisar este algoritmo',
      resource_id: VIDEO,
      position_seconds: 125,
    });
    expect(toast.success).toHaveBeenCalledWith('Nota guardada.');
    expect(textarea.value).toBe('');
  });

  it('follows the video until the first keystroke, and again once the text is erased', async () => {
    let now = 30;
    const { page } = await show({ resourceId: VIDEO, currentTime: () => now });
    await settle(() => page.querySelectorAll('li').length === 3);
    const textarea = page.querySelector<HTMLTextAreaElement>('textarea')!;
    const label = () => textOf(page.querySelector('input[type="checkbox"]')!.closest('label'));
    await typeInto(textarea, 'A');
    now = 45;
    await typeInto(textarea, 'Ab');
    expect(label()).toBe('Fijar en el video en 0:30');
    await typeInto(textarea, '');
    now = 61;
    await typeInto(textarea, 'B');
    expect(label()).toBe('Fijar en el video en 1:01');
  });

  it('saves an unpinned note when the box is unticked, and offers no pin without a lesson', async () => {
    const first = await show({ resourceId: VIDEO, currentTime: 10 });
    await settle(() => first.page.querySelectorAll('li').length === 3);
    await typeInto(first.page.querySelector('textarea')!, 'Sin minuto');
    await act(async () => first.page.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    await act(async () => button(first.page, 'Guardar nota')!.click());
    await settle(() => calls.some((c) => c.method === 'POST'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      resource_id: VIDEO,
      position_seconds: null,
    });
    await unmountRendered();

    const second = await show({ resourceId: null, currentTime: 10 });
    await settle(() => second.page.querySelectorAll('li').length === 4);
    expect(second.page.querySelector('input[type="checkbox"]')).toBeNull();
    // with no open lesson nothing seeks: pinned notes link to their lesson
    expect(button(second.page, 'Ir al video en el minuto 1, segundo 23')).toBeUndefined();
  });

  it('refuses an empty note in Spanish without calling the API', async () => {
    const { page } = await show({ resourceId: VIDEO, currentTime: 0 });
    await settle(() => page.querySelectorAll('li').length === 3);
    await act(async () => button(page, 'Guardar nota')!.click());
    await settle(() => textOf(page).includes('El campo nota es requerido'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('edits and deletes a note, asking before deleting', async () => {
    const { page } = await show({ resourceId: VIDEO, currentTime: 0 });
    await settle(() => page.querySelectorAll('li').length === 3);
    const first = page.querySelector('li')!;
    await act(async () => button(first, 'Editar nota')!.click());
    const editor = first.querySelector<HTMLTextAreaElement>('textarea')!;
    expect(document.activeElement).toBe(editor);
    expect(editor.value).toBe('Dosis de adrenalina');
    await typeInto(editor, 'Dosis de adrenalina: 0,01 mg/kg');
    await act(async () => button(first, 'Guardar cambios')!.click());
    await settle(() => textOf(page).includes('Dosis de adrenalina: 0,01 mg/kg'));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/v2/notes/1',
      body: { body: 'Dosis de adrenalina: 0,01 mg/kg' },
    });

    await act(async () => button(page.querySelector('li')!, 'Eliminar nota')!.click());
    expect(document.activeElement).toBe(button(page.querySelector('li')!, 'Sí, eliminar'));
    await act(async () => button(page.querySelector('li')!, 'Sí, eliminar')!.click());
    await settle(() => page.querySelectorAll('li').length === 2);
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v2/notes/1')).toBe(true);
    expect(document.activeElement?.tagName).toBe('H2');
  });
});
