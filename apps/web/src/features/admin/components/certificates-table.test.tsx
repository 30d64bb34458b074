import { describe, expect, it } from 'vitest';
import { render, textOf } from '../../../../test/support/render.tsx';
import { CertificatesSection } from './certificates-table.tsx';

describe('CertificatesSection (operator)', () => {
  it('says which certificate was revoked, when (Ecuador time) and why, and links each to its public page', async () => {
    const view = await render(
      <CertificatesSection
        id="order-certificates"
        certificates={[
          {
            course_id: 1,
            course: 'Telemedicina práctica',
            code: 'K7QM-2XHD-9PWR-C4TN',
            issued_at: '2026-03-01T15:00:00.000Z',
            revoked_at: '2026-05-05T00:30:00.000Z',
            revoked_reason: 'refund',
          },
          {
            course_id: 2,
            course: 'Electrocardiograma',
            code: 'AAAA-BBBB-CCCC-DDDD',
            issued_at: '2026-03-02T15:00:00.000Z',
            revoked_at: null,
            revoked_reason: null,
          },
        ]}
      />,
    );
    const rows = [...view.container.querySelectorAll('tbody tr')].map((r) => textOf(r));
    expect(rows[0]).toContain('Telemedicina práctica');
    expect(rows[0]).toMatch(/Revocado el 4 de mayo de 2026.* por reembolso/);
    expect(rows[1]).toContain('Válido');
    const link = view.container.querySelector<HTMLAnchorElement>(
      'a[href="/certificados/K7QM-2XHD-9PWR-C4TN"]',
    );
    expect(link?.getAttribute('aria-label')).toBe(
      'Abrir la verificación del certificado K7QM-2XHD-9PWR-C4TN',
    );
  });

  it('says so when there are none', async () => {
    const view = await render(<CertificatesSection id="x" certificates={[]} />);
    expect(textOf(view.container)).toContain('No tiene certificados emitidos.');
  });
});
