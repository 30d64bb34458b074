import type { AdminCertificate } from '@campus/contract/certificates';
import { certificateUrl } from '../../../config/paths.ts';
import { formatHomeDate, formatHomeDateTime } from '../../../lib/format.ts';
import { adminCertificateMessages as t } from '../../../messages/admin-certificates.ts';
import { type AdminColumn, AdminTable } from './admin-table.tsx';
import { AdminSection, linkClass } from './admin-ui.tsx';

const columns: AdminColumn<AdminCertificate>[] = [
  { header: t.course, cell: (c) => c.course },
  {
    header: t.code,
    cell: (c) => (
      <a
        href={certificateUrl(c.code)}
        target="_blank"
        rel="noopener"
        aria-label={t.openCode(c.code)}
        className={`${linkClass} font-mono`}
      >
        {c.code}
      </a>
    ),
  },
  { header: t.issuedAt, cell: (c) => formatHomeDate(c.issued_at) },
  {
    header: t.status,
    cell: (c) =>
      c.revoked_at ? (
        <strong className="text-red-800">
          {t.revoked(formatHomeDateTime(c.revoked_at))}
          {c.revoked_reason ? ` ${t.reason[c.revoked_reason]}` : ''}
        </strong>
      ) : (
        t.valid
      ),
  },
];

/**
 * The certificates of a student (operator's student page) or of an order's courses (order page):
 * which one a refund or a removal revoked, and when.
 */
export function CertificatesSection({ id, certificates }: { id: string; certificates: AdminCertificate[] }) {
  return (
    <AdminSection id={id} title={t.title} intro={t.intro}>
      <AdminTable
        caption={t.title}
        columns={columns}
        rows={certificates}
        rowKey={(c) => c.code}
        empty={t.none}
      />
    </AdminSection>
  );
}
