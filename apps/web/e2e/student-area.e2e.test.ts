import { describe, expect, it } from 'vitest';
import { startBrowser } from './browser.ts';
import { loginAsDemoStudent } from './student-login.ts';

const journey = startBrowser();

describe('student area (spec §2 new student area)', () => {
  it('a logged-in student browses, searches and opens a course without leaving the student shell', async () => {
    const page = await journey.page();
    await loginAsDemoStudent(page);

    // Public pages send a logged-in user to /v2/home (spec §2); the catalogue lives in the shell.
    await page.getByRole('link', { name: 'Explorar cursos' }).first().click();
    await page.waitForURL(`${journey.baseUrl}/v2/categories`);
    await page.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor();
    await page.getByRole('navigation', { name: 'Área del estudiante' }).waitFor();

    // A category from the sidebar keeps the student URL scheme.
    const categories = page.getByRole('navigation', { name: 'Filtrar cursos' });
    await categories.getByRole('link', { name: 'Telemedicina' }).click();
    await page.waitForURL(/\/v2\/categories\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Cursos de Telemedicina' }).waitFor();

    // The course overview: title, modules tab, buy button; the cart badge counts the course. (A
    // course the demo student does not own: the seed enrols them in the first two of this category.)
    await page
      .getByRole('link', { name: /^Ver información de Gestión del consultorio/ })
      .first()
      .click();
    await page.waitForURL(/\/v2\/product\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Módulo' }).waitFor();
    const buy = page.getByRole('button', { name: /^(Comprar|Registrarse)$/ }).first();
    await buy.click();
    // A course with a second way to pay asks which; the card adds it to the cart.
    const card = page.getByRole('button', { name: /Tarjeta de crédito o débito/ });
    if ((await card.count()) > 0) await card.click();
    await page.getByText('Carrito de compras: 1 curso en el carrito').waitFor();
    expect(page.url()).toMatch(/\/v2\/product\/\d+$/);

    // Search from the top bar lands on the student catalogue's results.
    await page.locator('#student-search').fill('diabetes');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v2\/categories\?category=search&q=diabetes/);
    await page.getByRole('heading', { level: 1, name: 'Cursos de diabetes' }).waitFor();
    await page
      .getByRole('link', { name: /^Ver información de .*[Dd]iab/ })
      .first()
      .waitFor();
  });

  it("loads a course overview's code only on a course overview, not on the cart or another student page", async () => {
    const page = await journey.page();
    await loginAsDemoStudent(page);
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    const overviewChunk = /\/assets\/course-overview-[\w-]+\.js$/;
    for (const path of ['/v2/cart', '/v2/payment-info']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(
        (await loaded()).filter((f) => overviewChunk.test(f)),
        path,
      ).toEqual([]);
    }
    // The overview itself asks for it with the course, before the page's code has run.
    await page.goto('/v2/courses/2');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(async () => (await loaded()).some((f) => overviewChunk.test(f))).toBe(true);
  });

  it("asks for the player's panels only once the lesson is in the page", async () => {
    const page = await journey.page();
    await loginAsDemoStudent(page);
    // When the lesson's resource list enters the document, by the page's clock.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('lesson-resources')) return;
        (window as unknown as { lessonAt: number }).lessonAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/v2/courses/2/39');
    await page
      .getByRole('heading', { name: /Preguntas/ })
      .first()
      .waitFor();
    const { lessonAt, panelsAt } = await page.evaluate(() => ({
      lessonAt: (window as unknown as { lessonAt: number }).lessonAt,
      panelsAt: performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/player-panels-[\w-]+\.js$/.test(new URL(e.name).pathname))?.startTime,
    }));
    expect(lessonAt).toBeGreaterThan(0);
    expect(panelsAt).toBeGreaterThan(lessonAt);
  });

  it('a user stored without a token is not logged in: no redirect loop between / and /v2/home', async () => {
    const page = await journey.page();
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('user', JSON.stringify({ id: 1, email: 'viejo@ejemplo.com', person: {} })),
    );
    await page.goto('/v2/home');
    await page.waitForURL(`${journey.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${journey.baseUrl}/`);
  });
});
