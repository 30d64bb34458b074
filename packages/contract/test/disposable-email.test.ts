import { describe, expect, it } from 'vitest';
import { emailDomain, isDisposableDomain, isDisposableEmail } from '../src/disposable-email.ts';

describe('disposable e-mail domains', () => {
  it.each(['ana@mailinator.com', 'ANA@YOPMAIL.COM', 'x@guerrillamail.com', 'y@10minutemail.com'])(
    'recognises %s',
    (email) => expect(isDisposableEmail(email)).toBe(true),
  );

  it.each([
    'medica@gmail.com',
    'enfermero@hotmail.com',
    'dr.perez@outlook.com',
    'ana@yahoo.es',
    'direccion@hospital.gob.ec',
    'docente@campussalud.local',
  ])('accepts %s', (email) => expect(isDisposableEmail(email)).toBe(false));

  it('counts subdomains of a disposable domain as disposable', () => {
    expect(isDisposableDomain('inbox.mailinator.com')).toBe(true);
    expect(isDisposableDomain('mail.hospital.gob.ec')).toBe(false);
  });

  it('reads the domain of an address', () => {
    expect(emailDomain('Ana@Correo.EC')).toBe('correo.ec');
    expect(emailDomain('sin-arroba')).toBeNull();
    expect(emailDomain('@dominio.com')).toBeNull();
    expect(emailDomain('ana@')).toBeNull();
    expect(isDisposableEmail('sin-arroba')).toBe(false);
  });
});
