import { describe, expect, it } from 'vitest';
import { absoluteUrl, categoryUrl, detailUrl, resetConfirmUrl, studentCategoryUrl } from '../src/pages.ts';

describe('categoryUrl (spec §2: /category/:slug?category=…&q=…)', () => {
  it('slugs a category name and carries its id', () => {
    expect(categoryUrl({ category: 3, name: 'Medicina Interna' })).toBe(
      '/category/medicina-interna?category=3',
    );
    expect(categoryUrl({ category: 5, name: 'Enfermería' })).toBe('/category/enfermeria?category=5');
    expect(categoryUrl({ category: 9, name: 'Salud Mental & Psiquiatría' })).toBe(
      '/category/salud-mental-psiquiatria?category=9',
    );
  });

  it("builds the 'free' and 'all' lists", () => {
    expect(categoryUrl({ category: 'free', name: 'gratuitos' })).toBe('/category/gratuitos?category=free');
    expect(categoryUrl({ category: 'all', name: 'todos' })).toBe('/category/todos?category=all');
    expect(categoryUrl({ category: 'all' })).toBe('/category/todos?category=all');
    expect(categoryUrl({ category: 'free' })).toBe('/category/gratuitos?category=free');
    expect(categoryUrl({ category: 'search' })).toBe('/category/buscar?category=search');
  });

  it('slugs a search by its text and encodes q', () => {
    expect(categoryUrl({ category: 'search', q: 'Diabetes tipo 2' })).toBe(
      '/category/diabetes-tipo-2?category=search&q=Diabetes+tipo+2',
    );
    expect(categoryUrl({ category: 'search', q: 'niño & vacunas?' })).toBe(
      '/category/nino-vacunas?category=search&q=ni%C3%B1o+%26+vacunas%3F',
    );
  });

  it("falls back to 'cursos' when nothing is left of the name", () => {
    expect(categoryUrl({ category: 'search', q: '¿?' })).toBe('/category/cursos?category=search&q=%C2%BF%3F');
    expect(categoryUrl({ category: 4, name: '***' })).toBe('/category/cursos?category=4');
  });
});

describe('detailUrl (spec §2: /detail/:slug?course={id})', () => {
  it('slugs the course name and carries its id', () => {
    expect(detailUrl({ id: 7, name: 'Curso de Telemedicina' })).toBe(
      '/detail/curso-de-telemedicina?course=7',
    );
    expect(detailUrl({ id: 12, name: 'Hipertensión arterial: diagnóstico y tratamiento actualizado' })).toBe(
      '/detail/hipertension-arterial-diagnostico-y-tratamiento-actualizado?course=12',
    );
    expect(detailUrl({ id: 3, name: 'Mentoría en Telemedicina: 30 días de acompañamiento' })).toBe(
      '/detail/mentoria-en-telemedicina-30-dias-de-acompanamiento?course=3',
    );
  });

  it("falls back to 'curso' when the name has no word characters", () => {
    expect(detailUrl({ id: 5, name: '«»' })).toBe('/detail/curso?course=5');
  });
});

describe('student and reset URLs', () => {
  it('builds the student catalogue', () => {
    expect(studentCategoryUrl({ category: 3 })).toBe('/v2/categories/3');
    expect(studentCategoryUrl({ category: 'all' })).toBe('/v2/categories');
    expect(studentCategoryUrl({ category: 'search', q: 'piel' })).toBe(
      '/v2/categories?category=search&q=piel',
    );
  });

  it('encodes the e-mail and token of a reset link', () => {
    expect(resetConfirmUrl('ana+1@example.com', 'a/b')).toBe('/reset-password/ana%2B1%40example.com/a%2Fb');
  });

  it('makes site paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('https://campus.example', '/media/x.pdf')).toBe('https://campus.example/media/x.pdf');
    expect(absoluteUrl('https://campus.example', 'media/x.pdf')).toBe('https://campus.example/media/x.pdf');
    expect(absoluteUrl('https://campus.example', 'https://cdn.example/x.pdf')).toBe(
      'https://cdn.example/x.pdf',
    );
  });
});
