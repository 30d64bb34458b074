import { describe, expect, it } from 'vitest';
import { startBrowser } from './browser.ts';

const journey = startBrowser();

describe('home page (production build)', () => {
  it('renders in Spanish with the navigation and footer', async () => {
    const page = await journey.page();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('Campus Salud');
    await expect
      .poll(() => page.getByRole('link', { name: 'Campus Salud, ir al inicio' }).first().isVisible())
      .toBe(true);
    expect(await page.getByText(/Todos los derechos reservados/).isVisible()).toBe(true);
  });

  it('shows the hero, featured course cards and the categories', async () => {
    const page = await journey.page();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Presentación de Campus Salud' });
    await hero.getByRole('button', { name: 'Pausar el carrusel' }).waitFor();
    const firstImage = hero.locator('img').first();
    expect(await firstImage.getAttribute('fetchpriority')).toBe('high');
    expect(await firstImage.getAttribute('width')).not.toBeNull();

    const featured = page.getByRole('region', { name: 'Cursos destacados' });
    const cards = featured.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    expect(await first.getByText(/^\+ Vendido$/).isVisible()).toBe(true);
    expect(
      await first
        .getByText(/^\$\d|^Gratis$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await first.getByRole('link', { name: /^Ver información de / }).isVisible()).toBe(true);
    expect(await featured.getByRole('button', { name: 'Siguiente' }).isVisible()).toBe(true);

    const categories = page.getByRole('region', { name: 'Categorías' });
    await categories.getByRole('link').first().waitFor();
    expect(await categories.getByRole('link').count()).toBeLessThanOrEqual(8);
  });

  it('sends unknown paths back to the home page', async () => {
    const page = await journey.page();
    await page.goto('/esta/ruta/no-existe');
    await page.waitForURL(`${journey.baseUrl}/`);
  });
});
