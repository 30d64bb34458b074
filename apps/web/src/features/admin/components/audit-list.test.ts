import { describe, expect, it } from 'vitest';
import { auditAction, auditEntity } from './audit-list.tsx';

describe('audit log labels', () => {
  it('names the operator logins and the leads exports in Spanish', () => {
    expect(auditAction('login')).toBe('Inició sesión');
    expect(auditAction('login_failed')).toBe('Inicio de sesión fallido');
    expect(auditAction('login_totp_required')).toBe('Contraseña correcta; se pidió el código');
    expect(auditAction('login_totp_failed')).toBe('Código de verificación incorrecto');
    expect(auditAction('export')).toBe('Exportó en CSV');
    expect(auditEntity('leads')).toBe('Leads');
    expect(auditEntity('operators')).toBe('Operador');
  });
});
