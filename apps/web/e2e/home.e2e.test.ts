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

  it('sends unknown paths back to the home page', async () => {
    const page = await journey.page();
    await page.goto('/esta/ruta/no-existe');
    await page.waitForURL(`${journey.baseUrl}/`);
  });
});
