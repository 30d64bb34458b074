import { describe, expect, it } from 'vitest';
import {
  CARD_DESCRIPTION_MAX,
  courseListingItemSchema,
  coursesByCategoryRequestSchema,
  normalizeSearchText,
  SEARCH_MAX_TERMS,
  SEARCH_TEXT_MAX,
  searchQuerySchema,
  searchTerms,
  slugify,
  truncate,
} from '../src/index.ts';

describe('search text', () => {
  it('trims, collapses spaces and bounds the text', () => {
    expect(normalizeSearchText('  Diabetes \n  tipo\t2 ')).toBe('Diabetes tipo 2');
    expect(normalizeSearchText('x'.repeat(5000))).toHaveLength(SEARCH_TEXT_MAX);
    expect(normalizeSearchText('   ')).toBe('');
  });
  it('splits into distinct lower-case terms, at most a few', () => {
    expect(searchTerms('Diabetes DIABETES tipo')).toEqual(['diabetes', 'tipo']);
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(SEARCH_MAX_TERMS);
  });
  it('requires some text and refuses more than 5,000 characters', () => {
    expect(searchQuerySchema.safeParse({ key_code: 'tele', proyect_id: '4' }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ key_code: '  ', proyect_id: '4' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ key_code: 'x'.repeat(5001), proyect_id: '4' }).success).toBe(false);
  });
});

describe('category request', () => {
  it('accepts type_id 2 only (spec §9)', () => {
    expect(coursesByCategoryRequestSchema.parse({ category_id: '3', type_id: '2', proyect_id: 4 })).toEqual({
      category_id: 3,
      type_id: 2,
      proyect_id: 4,
    });
    expect(
      coursesByCategoryRequestSchema.safeParse({ category_id: 3, type_id: 1, proyect_id: 4 }).success,
    ).toBe(false);
  });
});

describe('course card rules', () => {
  const item = {
    id: 1,
    courses: {
      name: 'Curso de Telemedicina',
      description: 'Aprende a implementar un servicio de teleconsulta seguro, legal y rentable. '.repeat(3),
      data: { imageUrl: '/media/courses/x.webp', free: '0', price: '247.00', certificate: 1 },
    },
    resources_image: { data: '/media/courses/x.webp' },
    course_owner: null,
    users_in_course: 3,
    date_in: '2024-02-05T14:00:00.000Z',
    destacate: 'true',
    data: { free: '0', price: '247.00' },
    lessons_in_course: 38,
    resource_in_course: 40,
    modules: [],
    course_hotmart: null,
  };
  it('a listing item keeps the spec field values and drops unknown fields', () => {
    const parsed = courseListingItemSchema.parse({ ...item, secret: 'x' });
    expect(parsed).not.toHaveProperty('secret');
    expect(parsed.destacate).toBe('true');
    expect(courseListingItemSchema.safeParse({ ...item, destacate: true }).success).toBe(false);
    expect(courseListingItemSchema.safeParse({ ...item, data: { free: 1, price: '247.00' } }).success).toBe(
      false,
    );
    expect(courseListingItemSchema.safeParse({ ...item, data: { free: '0', price: '247' } }).success).toBe(
      false,
    );
  });
  it('cuts the card description at 120 characters', () => {
    const cut = truncate(item.courses.description, CARD_DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
  });
  it('slugs the course name for /detail/{slug}', () => {
    expect(slugify('Curso de Telemedicina')).toBe('curso-de-telemedicina');
    expect(slugify('Taller de Comunicación en Telemedicina')).toBe('taller-de-comunicacion-en-telemedicina');
  });
});
