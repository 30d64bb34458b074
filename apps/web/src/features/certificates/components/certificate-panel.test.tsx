import type { CertificateStatus } from '@campus/contract/certificates';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf, typeInto } from '../../../test/render.tsx';
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
const nameField = () => document.querySelector<HTMLInputElement>('input[name="printed_name"]');

describe('CertificatePanel', () => {
  it('below the threshold, says what is missing and does not load the name dialog', async () => {
    answer = status({ percent: 40, eligible: false });
    const page = await show();
    await settle(() => textOf(page).includes('Le falta 35 %'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(dialogLoads.count).toBe(0);
    expect(button('Obtener mi certificado')).toBeUndefined();
  });

  it('once eligible, loads the dialog; each opening starts from the profile name, without an old error', async () => {
    answer = status({});
    await show();
    await settle(() => button('Obtener mi certificado') !== undefined && dialogLoads.count === 1);

    await act(async () => button('Obtener mi certificado')!.click());
    await settle(() => nameField() !== null);
    expect(nameField()!.value).toBe('María José Andrade Cevallos');
    await typeInto(nameField()!, 'Ma');
    await act(async () => button('Emitir certificado')!.click());
    await settle(() => textOf(document.body).includes('mínimo 3 caracteres'));

    await act(async () => button('Volver')!.click());
    await settle(() => nameField() === null);
    await act(async () => button('Obtener mi certificado')!.click());
    await settle(() => nameField() !== null);
    expect(nameField()!.value).toBe('María José Andrade Cevallos');
    expect(textOf(document.body)).not.toContain('mínimo 3 caracteres');
    expect(dialogLoads.count).toBe(1);
  });
});
