import { describe, expect, it } from 'vitest';
import { listingItem } from '../../../../test/support/listing-item.ts';
import { toCardData } from './card-data.ts';

describe('toCardData', () => {
  it('maps a paid listing item of spec §3 to the card', () => {
    expect(toCardData(listingItem())).toEqual({
      href: '/detail/curso-de-telemedicina?course=7',
      name: 'Curso de Telemedicina',
      description: 'Aprende a implementar un servicio de teleconsulta seguro.',
      image: '/media/courses/curso-de-telemedicina.webp',
      price: '247.00',
      free: false,
      featured: false,
      owner: 'Dra. Ana Villacrés',
      students: 1234,
    });
  });

  it("marks featured only for destacate 'true' and free only for data.free '1'", () => {
    const card = toCardData(listingItem({ destacate: 'true', data: { free: '1', price: '0.00' } }));
    expect(card.featured).toBe(true);
    expect(card.free).toBe(true);
    expect(card.price).toBe('0.00');
    expect(toCardData(listingItem({ destacate: 'false' })).featured).toBe(false);
  });

  it('reads the price and free flag of the offer (data), not of the course row', () => {
    const item = listingItem({ data: { free: '0', price: '137.00' } });
    item.courses.data = { ...item.courses.data, price: '999.00', free: '1' };
    expect(toCardData(item)).toMatchObject({ price: '137.00', free: false });
  });

  it('falls back to the resources image when the course has no picture', () => {
    const item = listingItem();
    item.courses.data = { ...item.courses.data, imageUrl: '' };
    expect(toCardData(item).image).toBe('/media/courses/respaldo.webp');
  });

  it('has no owner line without an owner, and trims a missing last name', () => {
    expect(toCardData(listingItem({ course_owner: null })).owner).toBeNull();
    const owner = { ...listingItem().course_owner!, name: 'Campus Salud', lastname: '' };
    expect(toCardData(listingItem({ course_owner: owner })).owner).toBe('Campus Salud');
  });

  it('links to the detail by slug and id, accents and symbols removed', () => {
    const item = listingItem({ id: 42 });
    item.courses = { ...item.courses, name: 'Libro «Telemedicina práctica» (preventa)' };
    expect(toCardData(item).href).toBe('/detail/libro-telemedicina-practica-preventa?course=42');
  });
});
