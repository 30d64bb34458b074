import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_MAX, truncate } from '../src/index.ts';

describe('truncate', () => {
  it('keeps short text as it is', () => {
    expect(truncate('Curso breve.', CARD_DESCRIPTION_MAX)).toBe('Curso breve.');
  });
  it('cuts long text to at most the limit, at a word, with an ellipsis', () => {
    const long = 'Aprenda a atender pacientes a distancia con seguridad clínica, '.repeat(4);
    const cut = truncate(long, CARD_DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(CARD_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('truncate at a word (the cart’s 80 characters)', () => {
  const description =
    'Actualización en el manejo del paciente politraumatizado en la sala de emergencias pediátricas';

  it('cuts at the last whole word within the limit and ends with an ellipsis', () => {
    const cut = truncate(description, 80);
    expect(cut).toBe('Actualización en el manejo del paciente politraumatizado en la sala de…');
    expect([...cut].length).toBeLessThanOrEqual(80);
  });

  it('never splits a character made of two code units (an emoji) and counts it as one', () => {
    const text = `${'🩺'.repeat(90)}`;
    const cut = truncate(text, 80);
    expect([...cut]).toHaveLength(80);
    expect(cut).toBe(`${'🩺'.repeat(79)}…`);
  });

  it('cuts a single very long word where the limit falls, still marking the cut', () => {
    const cut = truncate('x'.repeat(200), 80);
    expect(cut).toBe(`${'x'.repeat(79)}…`);
  });
});
