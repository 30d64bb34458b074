import { describe, expect, it } from 'vitest';
import { studentCategoryUrl, studentProductUrl } from './paths.ts';

describe('student-area catalogue links (spec §2: /v2/categories/:id?, /v2/product/:id?)', () => {
  it('puts a category id in the path and the other filters in the query', () => {
    expect(studentCategoryUrl({ category: 12, name: 'Telemedicina' })).toBe('/v2/categories/12');
    expect(studentCategoryUrl({ category: 'all' })).toBe('/v2/categories');
    expect(studentCategoryUrl({ category: 'free' })).toBe('/v2/categories?category=free');
    expect(studentCategoryUrl({ category: 'search', q: 'pie diabético & más' })).toBe(
      '/v2/categories?category=search&q=pie+diab%C3%A9tico+%26+m%C3%A1s',
    );
  });

  it('links a course overview by id', () => {
    expect(studentProductUrl({ id: 7 })).toBe('/v2/product/7');
  });
});
