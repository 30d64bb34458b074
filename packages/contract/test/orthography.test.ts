import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as contract from '../src/index.ts';
import { allTexts, type Problem, problemsIn, type Text } from './orthography.ts';

// Every string a person reads is careful Spanish in the site's one register, usted: accents,
// opening ¡ and ¿, no English, no tú. The spec quotes an old system whose accents were lost; its
// wording stays, its orthography does not.

const show = (problems: Problem[]) =>
  problems.map((p) => `${p.file}:${p.line} [${p.rule}] «${p.found}» in «${p.text.slice(0, 120)}»`);

const check = (text: string): string[] => problemsIn({ file: 'sample', line: 1, text }).map((p) => p.rule);

describe('the orthography check', () => {
  it.each([
    ['se agrego su curso al carrito de compras!', ['unaccented', '¡']],
    ['Agregando courses al carrito...', ['english', '…']],
    ['Transacción Exitosa!', ['¡']],
    ['Terminos y condiciones es requerido', ['unaccented']],
    ['Modulo', ['unaccented']],
    ['Debes aceptar los terminos y condiciones', ['unaccented', 'tú']],
    ['un error a ocurrido intente nuevamente o contacte a soporte', ['unaccented']],
    ['ERROR inesperado, intente nuevamente o contactenos a soporte!', ['unaccented', '¡']],
    ['El campo nombre debe tener minimo 3 caracteres', ['unaccented']],
    ['El campo documento debe ser alfanumerico', ['unaccented']],
    ['No hemos podido verificar tu direccion de email', ['unaccented', 'tú']],
    ['¿Tienes preguntas sobre un curso?', ['tú']],
    ['No pudimos cargar los cursos. Revisa su conexión.', ['tú imperative']],
    ['Recibirás el enlace de la sala.', ['tú']],
    ['Todavía no has emitido el certificado.', ['tú']],
    ['Quieres la guía?', ['tú', '¿']],
  ])('flags «%s»', (text, rules) => {
    expect(check(text)).toEqual(rules);
  });

  it.each([
    '¡Se agregó su curso al carrito de compras!',
    'Agregando cursos al carrito…',
    '¡Transacción exitosa! El proveedor confirmó el pago.',
    'Debe aceptar los términos y condiciones',
    '¿Tiene preguntas sobre un curso? Escríbanos.',
    'Revise su conexión e inténtelo de nuevo.',
    'El equipo revisa su pedido',
    'Descarga',
    'Manejo activo del tercer periodo del parto',
    '/v2/facturacion/:orderId?',
    'Con respuestas: 409 (code question_has_answers)',
  ])('lets «%s» pass', (text) => {
    expect(check(text)).toEqual([]);
  });
});

describe('every string a person reads', () => {
  const texts: Text[] = allTexts();

  it('is collected from the web app, the contract and the API (e-mails, PDFs, pages, seed)', () => {
    const files = new Set(texts.map((t) => t.file));
    for (const file of [
      'apps/web/src/messages/es.ts',
      'apps/web/src/messages/landing.ts',
      'packages/contract/src/messages.ts',
      'packages/contract/src/zod-es.ts',
      'apps/api/src/modules/leads/leads.mail.ts',
      'apps/api/src/modules/certificates/certificate.pdf.ts',
      'apps/api/src/db/seed/legal.ts',
    ])
      expect(files).toContain(file);
    expect(texts.some((t) => t.text === contract.CART_MESSAGES.added)).toBe(true);
  });

  it('has accents, opening ¡ and ¿, no English and the usted register', () => {
    expect(show(texts.flatMap(problemsIn))).toEqual([]);
  });

  it('holds for the contract messages as the server sends them, functions included', () => {
    const problems: Problem[] = [];
    const visit = (value: unknown, path: string) => {
      if (typeof value === 'string') problems.push(...problemsIn({ file: path, line: 0, text: value }));
      else if (typeof value === 'function') {
        // A message built from its arguments: a name or a number stands in for them.
        const sample = [
          ['X', 2, 3],
          [2, 'X', 3],
        ].map((args) => {
          try {
            return (value as (...a: unknown[]) => unknown)(...args);
          } catch {
            return undefined;
          }
        });
        for (const text of sample) visit(text, path);
      } else if (value && typeof value === 'object')
        for (const [key, v] of Object.entries(value)) visit(v, `${path}.${key}`);
    };
    const groups = Object.entries(contract).filter(([name]) => name.endsWith('_MESSAGES'));
    expect(groups.length).toBeGreaterThan(20);
    for (const [name, messages] of groups) visit(messages, name);
    expect(show(problems)).toEqual([]);
  });

  it('holds for the field messages zod builds', () => {
    const form = z.object({
      name: z.string().min(3).max(5),
      list: z.array(z.string()).min(1).max(1),
      age: z.number(),
      email: contract.emailSchema,
    });
    const bad = [
      form.safeParse({ name: 'ab', list: [], age: 'x', email: 'no' }),
      form.safeParse({ name: 'abcdef', list: ['a', 'b'], age: null }),
    ];
    const messages = bad.flatMap((r) => r.error?.issues.map((i) => i.message) ?? []);
    expect(messages.length).toBeGreaterThan(6);
    expect(show(messages.flatMap((text) => problemsIn({ file: 'zod', line: 0, text })))).toEqual([]);
  });
});
