import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { emailSchema, idSchema, paginate } from '../src/index.ts';

const form = z.object({
  name: z.string().trim().min(1).max(10),
  email: emailSchema,
  password: z.string().min(8),
  movil: z.coerce.number(),
});

function messages(input: unknown): Record<string, string> {
  const result = form.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('Spanish validation messages (spec §5 generic rules)', () => {
  it('names the field and says it is required', () => {
    expect(messages({})).toMatchObject({
      name: 'El campo nombre es requerido',
      email: 'El campo email es requerido',
      password: 'El campo contraseña es requerido',
    });
  });
  it('treats an empty string as missing', () => {
    expect(messages({ name: '   ' }).name).toBe('El campo nombre es requerido');
  });
  it('explains lengths, e-mail structure and numbers', () => {
    const m = messages({ name: 'x'.repeat(11), email: 'no-es-correo', password: 'corta', movil: 'abc' });
    expect(m.name).toBe('El campo nombre debe tener máximo 10 caracteres');
    expect(m.email).toBe('El campo email debe tener una estructura de correo válida');
    expect(m.password).toBe('El campo contraseña debe tener mínimo 8 caracteres');
    expect(m.movil).toBe('El campo teléfono debe ser solo numérico');
  });
  it('normalises e-mail addresses', () => {
    expect(emailSchema.parse('  Ana.Perez@Ejemplo.COM ')).toBe('ana.perez@ejemplo.com');
  });
  it('rejects ids outside PostgreSQL integer range', () => {
    expect(idSchema.safeParse('12').data).toBe(12);
    expect(idSchema.safeParse('99999999999').success).toBe(false);
    expect(idSchema.safeParse('abc').success).toBe(false);
    expect(idSchema.safeParse('-1').success).toBe(false);
  });
});

describe('paginate', () => {
  it('builds the v2 paginator shape', () => {
    expect(paginate(['a', 'b'], 12, 2, 5)).toEqual({
      data: ['a', 'b'],
      current_page: 2,
      last_page: 3,
      per_page: 5,
      total: 12,
      from: 6,
      to: 7,
    });
    expect(paginate([], 0, 1, 10)).toMatchObject({ from: null, to: null, last_page: 1 });
  });
});
