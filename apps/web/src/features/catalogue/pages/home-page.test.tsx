import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, settle } from '../../../../test/support/render.tsx';
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
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
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
    // The server's log hears which section broke (the reporter loads once something threw).
    await settle(() => sendBeacon.mock.calls.length > 0);
    const sections = { hero: 'home.hero', featured: 'home.featured', categories: 'home.categories' };
    expect(JSON.parse(sendBeacon.mock.calls[0]![1]).section).toBe(sections[name as keyof typeof sections]);
  });
});
