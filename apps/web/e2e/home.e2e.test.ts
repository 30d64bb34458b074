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

  it('paints the public pages without moving what is already on screen (no layout shift)', async () => {
    const page = await journey.page();
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.layoutShift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/landing/10-obstaculos', '/pro/telemedicina', '/category/todos?category=all']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift, path).toBeLessThan(0.01);
    }
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
