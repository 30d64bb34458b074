import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render.tsx';
import HomePage from './home-page.tsx';

/** Which of the home's widgets throw in a test. */
const { broken, widget } = vi.hoisted(() => {
  const broken = new Set<string>();
  const widget = (name: string, text: string) => () => {
    if (broken.has(name)) throw new TypeError(`${name} se rompió`);
    return text;
  };
  return { broken, widget };
});
vi.mock('../components/hero.tsx', () => ({ Hero: widget('hero', 'Portada') }));
vi.mock('../components/featured-courses.tsx', () => ({ FeaturedCourses: widget('featured', 'Destacados') }));
vi.mock('../components/category-showcase.tsx', () => ({
  CategoryShowcase: widget('categories', 'Categorías'),
}));

afterEach(() => {
  broken.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const texts = (container: HTMLElement) => container.textContent ?? '';

describe('HomePage: one widget that throws never blanks the page', () => {
  it.each(['hero', 'featured', 'categories'])('without the %s, the other sections stay', async (name) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
    broken.add(name);
    const { container } = await render(
      <HomePage contactAction={<button type="button">Escríbanos</button>} />,
    );
    const shown = texts(container);
    const all = { hero: 'Portada', featured: 'Destacados', categories: 'Categorías' };
    for (const [other, text] of Object.entries(all)) {
      if (other === name) expect(shown).not.toContain(text);
      else expect(shown).toContain(text);
    }
    expect(shown).toContain('Cursos destacados');
    expect(shown).toContain('Explore por categoría');
    expect(container.querySelector('button')?.textContent).toBe('Escríbanos');
  });
});
