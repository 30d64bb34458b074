/** Strings of the certificates listed in the operator's order and student pages (lazy only). */
export const adminCertificateMessages = {
  title: 'Certificados',
  intro:
    'Un reembolso (o contracargo) o el retiro del curso revoca el certificado: su página pública lo dice.',
  none: 'No tiene certificados emitidos.',
  course: 'Curso',
  code: 'Código',
  openCode: (code: string) => `Abrir la verificación del certificado ${code}`,
  issuedAt: 'Emitido el',
  status: 'Estado',
  valid: 'Válido',
  revoked: (date: string) => `Revocado el ${date}`,
  reason: {
    refund: 'por reembolso',
    unenrolled: 'por retiro del curso',
  },
} as const;
