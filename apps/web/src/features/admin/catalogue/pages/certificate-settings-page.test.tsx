// The operator sets what every certificate prints: the signer, the logo and the signature.
import type { AdminCertificateSettings } from '@campus/contract/admin-certificates';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf, typeInto } from '../../../../../test/support/render.tsx';
import { ADMIN_STORAGE_KEYS } from '../../lib/session.ts';
import CertificateSettingsPage from './certificate-settings-page.tsx';

const stored: AdminCertificateSettings = {
  logo_url: '/uploads/certificates/0123456789abcdef01234567.png',
  signature_url: null,
  signer_name: 'Dra. María Fernanda López',
  signer_title: 'Directora académica',
  updated_at: '2026-11-20T15:00:00.000Z',
};

let requests: Array<{ method: string; url: string; body: unknown }>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(url: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  requests.push({ method, url, body: init.body });
  if (url === '/api/admin/certificate-settings' && method === 'GET') return respond(200, stored);
  if (url === '/api/admin/certificate-settings' && method === 'PUT')
    return respond(200, { ...stored, ...JSON.parse(String(init.body)) });
  if (url === '/api/admin/certificate-settings/logo' && method === 'DELETE')
    return respond(200, { ...stored, logo_url: null });
  return respond(404, { message: 'Ruta no encontrada.' });
}

beforeEach(() => {
  requests = [];
  sessionStorage.setItem(ADMIN_STORAGE_KEYS.token, 'operator-token');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => textOf(b) === name)!;

describe('certificate settings page', () => {
  it('shows the logo, says the signature is missing, saves the signer and removes the logo', async () => {
    const { container: page } = await renderWithQueries(<CertificateSettingsPage />);
    await settle(() => page.querySelector('form') !== null);
    expect(page.querySelector('img[alt="Logo actual"]')?.getAttribute('src')).toBe(stored.logo_url);
    expect(textOf(page.querySelector('section[aria-labelledby="cert-signature"]'))).toContain(
      'Sin imagen: el certificado no la imprime.',
    );
    expect(page.querySelector<HTMLInputElement>('#cert-signer-name')!.value).toBe(stored.signer_name);

    await typeInto(page.querySelector<HTMLInputElement>('#cert-signer-title')!, 'Rector');
    await act(async () => button(page, 'Guardar').click());
    await settle(() => requests.some((r) => r.method === 'PUT'));
    expect(JSON.parse(String(requests.find((r) => r.method === 'PUT')!.body))).toEqual({
      signer_name: 'Dra. María Fernanda López',
      signer_title: 'Rector',
    });
    await settle(() => textOf(page).includes('Datos de la firma guardados.'));

    await act(async () => button(page, 'Quitar').click());
    await settle(() => page.querySelector('img[alt="Logo actual"]') === null);
    expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/logo'))).toBe(true);
  });
});
