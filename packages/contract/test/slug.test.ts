import { describe, expect, it } from 'vitest';
import { slugify } from '../src/index.ts';

describe('slugify (spec §2)', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Medicina Interna')).toBe('medicina-interna');
  });
  it('strips accents before removing non-word characters', () => {
    expect(slugify('Telemedicina Básica')).toBe('telemedicina-basica');
    expect(slugify('Pediatría y Niñez')).toBe('pediatria-y-ninez');
  });
  it('removes punctuation and collapses repeated separators', () => {
    expect(slugify('  ¿Qué es la  Diabetes? (2ª ed.)  ')).toBe('que-es-la-diabetes-2a-ed');
    expect(slugify('ECG: lectura rápida — nivel 1')).toBe('ecg-lectura-rapida-nivel-1');
  });
  it('gives an empty slug for text with no word characters', () => {
    expect(slugify('¡¿!?')).toBe('');
  });
});
