// The operator chooses per course what its certificate attests (its printed title): the form shows
// the course's kind and sends the one chosen.
import type { AdminCourse, AdminCourseInput } from '@campus/contract/admin-catalogue';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf, typeInto } from '../../../../test/render.tsx';
import { saveAdminSession } from '../../lib/session.ts';
import { CourseForm } from './course-form.tsx';

const course = {
  id: 7,
  name: 'Taller de Comunicación en Telemedicina',
  description: 'Taller práctico.',
  about: '',
  image: '',
  price: '0.00',
  free: true,
  featured: false,
  certificate: true,
  certificate_kind: 'aprobacion',
  hours: null,
  external_checkout_url: null,
  specialist_id: null,
  category_ids: [],
  published: true,
  published_at: '2026-01-01T00:00:00.000Z',
  modules: [],
} satisfies AdminCourse;

beforeEach(() => {
  saveAdminSession('token-del-operador', 'operador@example.org');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [], total: 0, page: 1, per_page: 100 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CourseForm: certificate kind', () => {
  it('shows the course kind, offers participation and approval, and saves the one chosen', async () => {
    const saved: AdminCourseInput[] = [];
    const { container } = await renderWithQueries(
      <CourseForm course={course} pending={false} error={null} onSave={(body) => saved.push(body)} />,
    );
    const select = container.querySelector<HTMLSelectElement>('#course-certificate-kind');
    expect(select).not.toBeNull();
    expect(select!.value).toBe('aprobacion');
    expect([...select!.options].map((o) => [o.value, textOf(o)])).toEqual([
      ['participacion', 'De participación'],
      ['aprobacion', 'De aprobación'],
    ]);
    expect(textOf(container.querySelector('label[for="course-certificate-kind"]'))).toContain(
      'Tipo de certificado',
    );

    await typeInto(select!, 'participacion');
    await act(async () => {
      container
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle(() => saved.length > 0);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.certificate_kind).toBe('participacion');
  });

  it('starts a new course as participation', async () => {
    const { container } = await renderWithQueries(
      <CourseForm course={null} pending={false} error={null} onSave={() => {}} />,
    );
    expect(container.querySelector<HTMLSelectElement>('#course-certificate-kind')!.value).toBe(
      'participacion',
    );
  });
});
