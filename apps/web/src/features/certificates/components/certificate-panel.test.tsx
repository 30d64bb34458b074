import type { CertificateStatus } from '@campus/contract/certificates';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf } from '../../../../test/support/render.tsx';
import { CertificatePanel } from './certificate-panel.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Counts the name dialog's loads: its code (and Radix's dialog) is fetched apart from the panel.
const dialogLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./confirm-name-dialog.tsx', async (importOriginal) => {
  dialogLoads.count++;
  return importOriginal();
});

const COURSE = 4;

function status(over: Partial<CertificateStatus>): CertificateStatus {
  return {
    course_id: COURSE,
    course: 'Taller de Comunicación en Telemedicina',
    offered: true,
    percent: 81,
    completed: 13,
    total: 16,
    threshold: 75,
    eligible: true,
    suggested_name: 'María José Andrade Cevallos',
    certificate: null,
    ...over,
  };
}

let answer: CertificateStatus;
beforeEach(() => {
  dialogLoads.count = 0;
  localStorage.setItem('token', 'user-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function show() {
  const view = await renderWithQueries(<CertificatePanel courseId={COURSE} />);
  return view.container;
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => textOf(b) === name);
const printedName = () => document.querySelector('[data-testid="printed-name"]');

describe('CertificatePanel', () => {
  it('below the threshold, says what is missing and does not load the name dialog', async () => {
    answer = status({ percent: 40, eligible: false });
    const page = await show();
    await settle(() => textOf(page).includes('Le falta 35 %'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(dialogLoads.count).toBe(0);
    expect(button('Obtener mi certificado')).toBeUndefined();
  });

  it('once eligible, the dialog shows the profile name read only, links to the profile, and sends no name', async () => {
    answer = status({});
    await show();
    await settle(() => button('Obtener mi certificado') !== undefined && dialogLoads.count === 1);

    await act(async () => button('Obtener mi certificado')!.click());
    await settle(() => printedName() !== null);
    expect(textOf(printedName())).toBe('María José Andrade Cevallos');
    // Nothing to type: the certificate prints the profile's name.
    expect(document.querySelector('[role="dialog"] input, [role="dialog"] textarea')).toBeNull();
    const profile = [...document.querySelectorAll<HTMLAnchorElement>('[role="dialog"] a')].find(
      (a) => textOf(a) === 'Corríjalo en su perfil',
    );
    expect(profile?.getAttribute('href')).toBe('/v2/settings');

    const fetchMock = vi.mocked(fetch);
    fetchMock.mockClear();
    answer = status({}); // the POST's answer is not read by the dialog beyond success
    await act(async () => button('Emitir certificado')!.click());
    await settle(() => fetchMock.mock.calls.some(([, init]) => init?.method === 'POST'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain(`/api/v2/certificates/${COURSE}`);
    expect(JSON.parse(String(post[1]?.body ?? '{}'))).toEqual({});
    expect(dialogLoads.count).toBe(1);
  });

  it('without a name in the profile, cannot issue and says where to complete it', async () => {
    answer = status({ suggested_name: '' });
    await show();
    await settle(() => button('Obtener mi certificado') !== undefined);
    await act(async () => button('Obtener mi certificado')!.click());
    await settle(() => textOf(document.body).includes('Su perfil aún no tiene sus nombres y apellidos.'));
    expect(button('Emitir certificado')!.disabled).toBe(true);
  });

  it('a revoked certificate says so with its date, and offers no download', async () => {
    answer = status({
      certificate: {
        code: 'K7QM-2XHD-9PWR-C4TN',
        printed_name: 'María José Andrade Cevallos',
        course: 'Taller de Comunicación en Telemedicina',
        hours: 4,
        issued_at: '2026-03-01T15:00:00.000Z',
        revoked: true,
        // 00:30 UTC on the 5th is still the 4th in Ecuador.
        revoked_at: '2026-05-05T00:30:00.000Z',
        revoked_reason: 'refund',
        verify_url: 'http://localhost:3000/certificados/K7QM-2XHD-9PWR-C4TN',
      },
    });
    const page = await show();
    await settle(() => textOf(page).includes('revocado'));
    expect(textOf(page)).toContain('Este certificado fue revocado el 4 de mayo de 2026.');
    expect(button('Descargar certificado (PDF)')).toBeUndefined();
  });
});
