import { describe, expect, it } from 'vitest';
import {
  BIRTH_YEAR_SPAN,
  birthYears,
  changePasswordRequestSchema,
  daysInMonth,
  formatBirthDate,
  isCommonPassword,
  isPhoneNumber,
  isValidBirthDate,
  loginRequestSchema,
  passwordSchema,
  personNameSchema,
  registerRequestSchema,
  updateUserRequestSchema,
} from '../src/index.ts';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password rules', () => {
  it('accepts 8 to 128 characters that are not common', () => {
    expect(passwordSchema.safeParse('Clave-Segura-123').success).toBe(true);
    expect(passwordSchema.safeParse(`${'x7#'.repeat(42)}ab`).success).toBe(true);
  });
  it('explains the length limits in Spanish', () => {
    expect(errorsOf(passwordSchema.safeParse('corta1'))['']).toBe(
      'El campo valor debe tener mínimo 8 caracteres',
    );
    expect(passwordSchema.safeParse('a'.repeat(129)).success).toBe(false);
  });
  it('refuses the most common passwords, whatever their case', () => {
    for (const p of [
      'password',
      'Password1',
      '12345678',
      'QWERTYUIOP',
      'iloveyou',
      'contraseña',
      'Ecuador123',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
      expect(passwordSchema.safeParse(p).success, p).toBe(false);
    }
    expect(errorsOf(passwordSchema.safeParse('password1'))['']).toBe(
      'La contraseña es demasiado común; elija una más difícil de adivinar',
    );
    expect(isCommonPassword('Tres-Gatos-Azules-77')).toBe(false);
  });
});

describe('birth date rules (this year and 70 before)', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026
  it('lists 71 years, newest first', () => {
    const years = birthYears(now);
    expect(years).toHaveLength(BIRTH_YEAR_SPAN);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1956);
  });
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
  it('accepts real dates within the span and not in the future', () => {
    expect(isValidBirthDate('1990-06-30', now)).toBe(true);
    expect(isValidBirthDate('1956-01-01', now)).toBe(true);
    expect(isValidBirthDate('2024-02-29', now)).toBe(true);
    expect(isValidBirthDate('2026-05-15', now)).toBe(true);
  });
  it('refuses impossible, too old, future and malformed dates', () => {
    for (const d of [
      '2023-02-29',
      '1990-04-31',
      '1990-13-01',
      '1990-00-10',
      '1955-12-31',
      '2026-05-16',
      '2030-01-01',
      '1990-6-3',
      '30/06/1990',
      '',
      'x',
    ]) {
      expect(isValidBirthDate(d, now), d).toBe(false);
    }
  });
  it('formats the selectors as YYYY-MM-DD', () => {
    expect(formatBirthDate(1990, 6, 3)).toBe('1990-06-03');
  });
});

describe('phones', () => {
  it('accepts typed and E.164 numbers, refuses letters and odd lengths', () => {
    expect(isPhoneNumber('+593991234567')).toBe(true);
    expect(isPhoneNumber('099 123 4567')).toBe(true);
    expect(isPhoneNumber('abc1234567')).toBe(false);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('1'.repeat(16))).toBe(false);
  });
});

const validRegister = {
  email: ' Ana.Perez@Ejemplo.com ',
  password: 'Clave-Segura-123',
  name: 'Ana María',
  lname: "Pérez O'Neill",
  movil: '+593991234567',
  proyect: '4',
  url: 'http://localhost:3000/auth/login',
  privacy: true,
  birth_date: '1990-06-30',
  user_agent: 'Mozilla/5.0',
  captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
};

describe('register request (spec §7 payload plus captcha)', () => {
  it('accepts the spec payload and normalises it', () => {
    const r = registerRequestSchema.safeParse(validRegister);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ email: 'ana.perez@ejemplo.com', proyect: 4, privacy: true });
  });
  it('defaults the project to 4 and accepts no phone', () => {
    const { proyect: _p, movil: _m, ...rest } = validRegister;
    expect(registerRequestSchema.parse(rest)).toMatchObject({ proyect: 4, movil: null });
    expect(registerRequestSchema.parse({ ...validRegister, movil: '' }).movil).toBeNull();
  });
  it('stores the phone as E.164, reading national numbers as Ecuadorian', () => {
    expect(registerRequestSchema.parse({ ...validRegister, movil: '099 123 4567' }).movil).toBe(
      '+593991234567',
    );
    expect(registerRequestSchema.parse({ ...validRegister, movil: '+34 612 34 56 78' }).movil).toBe(
      '+34612345678',
    );
    // a country outside the allowed list is refused
    expect(registerRequestSchema.safeParse({ ...validRegister, movil: '+44 7911 123456' }).success).toBe(
      false,
    );
  });
  it('names each missing field in Spanish, with the spec messages for terms and captcha', () => {
    const errors = errorsOf(registerRequestSchema.safeParse({}));
    expect(errors).toMatchObject({
      email: 'El campo email es requerido',
      password: 'El campo contraseña es requerido',
      name: 'El campo nombre es requerido',
      lname: 'El campo apellidos es requerido',
      birth_date: 'El campo fecha de nacimiento es requerido',
      privacy: 'Términos y condiciones es requerido',
      captcha: 'Por favor, verifique que no es un robot',
    });
  });
  it('requires the terms to be accepted', () => {
    for (const privacy of [false, 'false', 0, 'no']) {
      expect(errorsOf(registerRequestSchema.safeParse({ ...validRegister, privacy })).privacy).toBe(
        'Términos y condiciones es requerido',
      );
    }
    for (const privacy of [true, 'true', 1, '1', 'on']) {
      expect(registerRequestSchema.safeParse({ ...validRegister, privacy }).success).toBe(true);
    }
  });
  it('refuses digits in names, bad phones, bad dates and huge strings', () => {
    const errors = errorsOf(
      registerRequestSchema.safeParse({
        ...validRegister,
        name: 'Ana2',
        movil: 'llámame',
        birth_date: '1990-02-30',
        user_agent: 'x'.repeat(100_000),
        lname: 'x'.repeat(100_000),
      }),
    );
    expect(errors.name).toBe('El campo nombre debe ser solo de caracteres');
    expect(errors.movil).toBe('El teléfono no es válido. Revise el número y el país seleccionado.');
    expect(errors.birth_date).toBe('La fecha de nacimiento no es válida');
    expect(errors.lname).toBe('El campo apellidos debe tener máximo 100 caracteres');
    expect(errors.user_agent).toContain('máximo 1000');
  });
});

describe('login and profile requests', () => {
  it('login needs a valid email and a password, no complexity rule', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(errorsOf(loginRequestSchema.safeParse({ email: 'no-es-correo' })).email).toBe(
      'El campo email debe tener una estructura de correo válida',
    );
  });
  it('password change requires matching confirmation when sent', () => {
    const r = changePasswordRequestSchema.safeParse({
      current_password: 'vieja',
      password: 'Nueva-Clave-2026',
      password_confirmation: 'otra',
    });
    expect(errorsOf(r).password_confirmation).toBe('Las contraseñas deben coincidir');
  });
  it('profile update: names required, birthday optional or valid, sex from the list', () => {
    expect(updateUserRequestSchema.safeParse({ name: 'Ana', last_name: 'Pérez', birthday: '' }).success).toBe(
      true,
    );
    const errors = errorsOf(
      updateUserRequestSchema.safeParse({
        name: '',
        last_name: 'P',
        document: 'a b',
        sex: 'X',
        birthday: '1990-02-30',
      }),
    );
    expect(errors.name).toBe('El campo nombre es requerido');
    expect(errors.document).toBe('El campo documento debe ser alfanumérico');
    expect(errors.sex).toBeDefined();
    expect(errors.birthday).toBeDefined();
  });
});

describe('personNameSchema', () => {
  it('drops bidi and control characters and collapses spaces before the letters rule', () => {
    const schema = personNameSchema('nombre');
    expect(schema.parse('  Ana\u202E  María\u200F ')).toBe('Ana María');
    expect(schema.parse('Lu\u2066cía\u2069')).toBe('Lucía');
    expect(schema.safeParse('\u202E\u202E').success).toBe(false);
    expect(schema.safeParse('Ana <b>').success).toBe(false);
    expect(schema.safeParse('a'.repeat(101)).success).toBe(false);
  });
});
