// The operator sees which videos lack a length (students' progress cannot count there) and enters
// one as a player's clock; the API receives seconds.
import type { AdminCourse } from '@campus/contract/admin-catalogue';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, textOf, typeInto } from '../../../../../test/support/render.tsx';
import { saveAdminSession } from '../../lib/session.ts';
import { SyllabusEditor } from './syllabus-editor.tsx';

const resource = (id: number, type: number, duration: number | null, name: string) => ({
  id,
  name,
  type,
  video_id: type === 1 ? '76979871' : type === 6 ? 'dQw4w9WgXcQ' : null,
  url: type === 3 ? '/private/resources/0123456789abcdef01234567.pdf' : null,
  free: false,
  position: id,
  duration,
});

const course = {
  id: 7,
  modules: [
    {
      id: 1,
      name: 'Módulo 1',
      position: 1,
      lessons: [
        {
          id: 11,
          name: 'Triaje',
          position: 1,
          starts_at: null,
          resources: [
            resource(101, 6, null, 'Clase en YouTube'),
            resource(102, 1, 754, 'Clase en Vimeo'),
            resource(103, 3, null, 'Lectura'),
          ],
        },
      ],
    },
  ],
} as unknown as AdminCourse;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  saveAdminSession('token-del-operador', 'operador@example.org');
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(course), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('SyllabusEditor: lengths of the videos', () => {
  it('lists and badges the videos without a length, shows the others as a clock, and ignores files', async () => {
    const { container } = await renderWithQueries(<SyllabusEditor course={course} />);
    const warning = container.querySelector('section[aria-labelledby="missing-lengths"]');
    expect(textOf(warning)).toContain('Clases sin duración registrada');
    expect([...(warning?.querySelectorAll('li') ?? [])].map((li) => textOf(li))).toEqual([
      'Triaje: Clase en YouTube',
    ]);
    expect(textOf(container)).toContain('Sin duración');
    expect(textOf(container)).toContain('Duración 12:34');
    // A length field for each video, none for the PDF.
    expect(container.querySelector('#resource-101-duration')).not.toBeNull();
    expect(container.querySelector('#resource-102-duration')).not.toBeNull();
    expect(container.querySelector('#resource-103-duration')).toBeNull();
  });

  it('sends the typed h:mm:ss as seconds, and refuses text that is not a length', async () => {
    const { container } = await renderWithQueries(<SyllabusEditor course={course} />);
    const input = container.querySelector<HTMLInputElement>('#resource-101-duration')!;
    const form = input.closest('form')!;
    await typeInto(input, 'doce minutos');
    await act(async () => form.requestSubmit());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(textOf(form)).toContain('mm:ss o hh:mm:ss');
    await typeInto(input, '1:02:03');
    await act(async () => form.requestSubmit());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/resources/101');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Clase en YouTube',
      type: 6,
      video_id: 'dQw4w9WgXcQ',
      free: false,
      duration: 3723,
    });
  });

  it('adding a YouTube video asks for its length with a hint and sends it in seconds', async () => {
    const { container } = await renderWithQueries(<SyllabusEditor course={course} />);
    const name = container.querySelector<HTMLInputElement>('#new-resource-11-name')!;
    const form = name.closest('form')!;
    const duration = container.querySelector<HTMLInputElement>('#new-resource-11-duration')!;
    expect(textOf(form)).toContain('La duración aparece en el reproductor de Vimeo o YouTube');
    await typeInto(name, 'Clase nueva');
    await typeInto(container.querySelector<HTMLInputElement>('#new-resource-11-video')!, 'aqz-KE-bpKQ');
    // Without a length the form says so and sends nothing.
    await act(async () => form.requestSubmit());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(textOf(form)).toContain('Escriba la duración del video');
    await typeInto(duration, '3:32');
    await act(async () => form.requestSubmit());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/lessons/11/resources');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Clase nueva', type: 6, duration: 212 });
  });
});
