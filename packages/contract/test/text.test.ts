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
