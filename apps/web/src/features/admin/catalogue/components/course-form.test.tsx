// The operator's course form: it shows the stored specialist even before the list arrives, and the
// certificate kind the course attests (its printed title), and sends what was chosen.
import type { AdminCourse, AdminCourseInput } from '@campus/contract/admin-catalogue';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf, typeInto } from '../../../../../test/support/render.tsx';
import { saveAdminSession } from '../../lib/session.ts';
import { CourseForm } from './course-form.tsx';

const page = <Row,>(data: Row[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 100,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length || null,
});
const specialist = (id: number, name: string, lastname: string) => ({
  id,
  name,
  lastname,
  specialty: '',
  description: '',
  image: null,
  facebook: null,
  instagram: null,
  pinterest: null,
});

const course = {
  id: 7,
  name: 'Triaje en servicios de emergencia',
  description: 'Clasificar pacientes.',
  about: '',
  image: '',
  price: '49.00',
  free: false,
  featured: false,
  certificate: true,
  certificate_kind: 'aprobacion',
  hours: null,
  external_checkout_url: null,
  specialist_id: 2,
  category_ids: [],
  published: true,
  published_at: null,
  modules: [],
} satisfies AdminCourse;

let releaseSpecialists: () => void = () => undefined;
beforeEach(() => {
  saveAdminSession('token-del-operador', 'operador@example.org');
  const gate = new Promise<void>((resolve) => {
    releaseSpecialists = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/admin/specialists')) {
        // The list arrives after the form is on screen, as over a network.
        await gate;
        return json(page([specialist(1, 'Carla', 'Ríos'), specialist(2, 'Jorge', 'Vera')]));
      }
      return json(page([]));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CourseForm: certificate kind', () => {
  it('shows the course kind, offers participation and approval, and saves the one chosen', async () => {
    releaseSpecialists();
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
    releaseSpecialists();
    const { container } = await renderWithQueries(
      <CourseForm course={null} pending={false} error={null} onSave={() => {}} />,
    );
    expect(container.querySelector<HTMLSelectElement>('#course-certificate-kind')!.value).toBe(
      'participacion',
    );
  });
});

describe('CourseForm: the specialist', () => {
  it('shows the stored specialist, even when the list of specialists arrives after the form', async () => {
    const { container } = await renderWithQueries(
      <CourseForm course={course} pending={false} error={null} onSave={() => undefined} />,
    );
    const select = container.querySelector<HTMLSelectElement>('#course-specialist')!;
    // Before the list: not "Sin especialista", but the assigned one, loading.
    expect(select.value).toBe('2');
    expect(textOf(select.options[select.selectedIndex]!)).toBe('Especialista asignado (cargando…)');
    releaseSpecialists();
    await settle(() => select.options.length === 3);
    expect(select.value).toBe('2');
    expect(textOf(select.options[select.selectedIndex]!)).toBe('Jorge Vera');
  });

  it('a course without one shows "Sin especialista"', async () => {
    const { container } = await renderWithQueries(
      <CourseForm
        course={{ ...course, specialist_id: null }}
        pending={false}
        error={null}
        onSave={() => undefined}
      />,
    );
    releaseSpecialists();
    const select = container.querySelector<HTMLSelectElement>('#course-specialist')!;
    await settle(() => select.options.length === 3);
    expect(select.value).toBe('');
    expect(textOf(select.options[select.selectedIndex]!)).toBe('Sin especialista');
  });
});
