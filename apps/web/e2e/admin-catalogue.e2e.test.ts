import { describe, expect, it } from 'vitest';
import { loginAsOperator, OPERATOR } from './admin-login.ts';
import { startBrowser } from './browser.ts';

const journey = startBrowser();

const usd = (n: number) => new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' }).format(n);
const normal = (s: string | null) => (s ?? '').replace(/\s+/g, ' ');

describe('operator catalogue journey (desktop)', () => {
  it('creates a category, a specialist and a published featured course with a free YouTube lesson; the site shows it and its new price', async () => {
    const stamp = Date.now().toString(36);
    const courseName = `Ecografía de urgencias ${stamp}`;
    const page = await journey.page({ width: 1280, height: 900 });
    await loginAsOperator(page);

    // Category.
    await page
      .getByRole('navigation', { name: 'Secciones del área del operador' })
      .getByRole('link', { name: 'Catálogo' })
      .click();
    await page
      .getByRole('navigation', { name: 'Secciones del catálogo' })
      .getByRole('link', { name: 'Categorías' })
      .click();
    await page.locator('#category-name').fill(`Urgencias ${stamp}`);
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByRole('cell', { name: `Urgencias ${stamp}`, exact: true }).waitFor();

    // Specialist.
    await page
      .getByRole('navigation', { name: 'Secciones del catálogo' })
      .getByRole('link', { name: 'Especialistas' })
      .click();
    await page.locator('#specialist-name').fill('Lucía');
    await page.locator('#specialist-lastname').fill(`Benítez ${stamp}`);
    await page.locator('#specialist-specialty').fill('Medicina de emergencias');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByRole('cell', { name: `Lucía Benítez ${stamp}`, exact: true }).waitFor();

    // Course: a form validated with the API's schema (an empty name is refused in Spanish).
    await page
      .getByRole('navigation', { name: 'Secciones del catálogo' })
      .getByRole('link', { name: 'Cursos' })
      .click();
    await page.getByRole('link', { name: 'Nuevo curso' }).click();
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('El campo nombre es requerido').waitFor();
    await page.locator('#course-name').fill(courseName);
    await page.getByLabel('Descripción corta (tarjetas)').fill('Ecografía a pie de cama para urgencias.');
    await page.getByLabel('Acerca del curso').fill('Un curso práctico de ecografía en urgencias.');
    await page.locator('#course-price').fill('149.00');
    await page.locator('#course-specialist').selectOption({ label: `Lucía Benítez ${stamp}` });
    await page.getByLabel(`Urgencias ${stamp}`).check();
    await page.getByLabel('Destacado en la portada').check();
    await page.getByLabel('Publicado en el sitio').check();
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByRole('heading', { level: 1, name: `Curso: ${courseName}` }).waitFor();

    // One module, one lesson, one free YouTube resource.
    await page.locator('#new-module-name').fill('Fundamentos');
    await page.getByRole('button', { name: 'Agregar módulo' }).click();
    await page.getByRole('heading', { name: 'Módulo: Fundamentos' }).waitFor();
    await page.locator('[id^="new-lesson-"][id$="-name"]').fill('Bienvenida');
    await page.getByRole('button', { name: 'Agregar lección' }).click();
    await page.getByRole('heading', { name: 'Lección: Bienvenida' }).waitFor();
    await page.locator('[id^="new-resource-"][id$="-name"]').fill('Presentación del curso');
    await page.locator('[id^="new-resource-"][id$="-type"]').selectOption('6');
    await page.locator('[id^="new-resource-"][id$="-video"]').fill('dQw4w9WgXcQ');
    // The server cannot read a YouTube video's length: the operator types it as the player shows it.
    await page.locator('[id^="new-resource-"][id$="-duration"]').fill('3:32');
    await page.locator('[id^="new-resource-"][id$="-free"]').check();
    await page.getByRole('button', { name: 'Agregar recurso' }).click();
    await page.getByText('Presentación del curso', { exact: true }).waitFor();
    // The up/down buttons are named buttons the keyboard reaches.
    await expect(page.getByRole('button', { name: 'Subir «Fundamentos»' }).isDisabled()).resolves.toBe(true);

    // The public home lists it among the featured courses, and its detail shows it.
    const visitor = await journey.page();
    const assets: string[] = [];
    visitor.on('request', (request) => assets.push(request.url()));
    await visitor.goto('/');
    const featured = visitor.getByRole('region', { name: 'Cursos destacados' });
    const card = featured.getByRole('link', { name: `Ver información de ${courseName}` });
    await card.first().waitFor({ state: 'attached' });
    // No code of the operator area loads on the public home.
    expect(assets.filter((url) => /admin/i.test(url))).toEqual([]);

    const detailPath = await card.first().getAttribute('href');
    expect(detailPath).toMatch(/^\/detail\//);
    await visitor.goto(detailPath!);
    await visitor.getByRole('heading', { level: 1, name: courseName }).waitFor();
    // The page arrives rendered by the server; its tabs answer once React has hydrated it.
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await visitor.getByRole('tab', { name: 'Módulo' }).click();
    await visitor.getByText('Presentación del curso', { exact: true }).waitFor();
    // A free YouTube preview: the visitor can play it.
    await visitor.getByRole('button', { name: /Presentación del curso/ }).waitFor();
    const mainText = async () => normal(await visitor.locator('main').textContent());
    await expect.poll(mainText, { timeout: 15_000 }).toContain(normal(usd(149)));

    // The operator changes the price; the detail shows the new one at once.
    await page.locator('#course-price').fill('99.00');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    // The form's own notice (the category's and specialist's toasts may still be on screen).
    await page.getByRole('main').getByRole('status').filter({ hasText: 'Cambios guardados.' }).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: courseName }).waitFor();
    await expect.poll(mainText, { timeout: 15_000 }).toContain(normal(usd(99)));
    expect(await mainText()).not.toContain(normal(usd(149)));

    // Every change is in the audit log shown in the area.
    await page.getByRole('link', { name: 'Registro de cambios' }).click();
    await page.getByRole('heading', { level: 1, name: 'Registro de cambios' }).waitFor();
    // The heading comes with the page; the entries once the log's first page has loaded.
    await page.getByRole('table', { name: 'Registro de cambios' }).waitFor();
    const log = normal(await page.locator('main').textContent());
    expect(log).toContain(OPERATOR.email);
    expect(log).toContain('Creó');
    expect(log).toContain('Modificó');
  });

  it('without an operator session /admin leads to the operator login, which refuses a wrong password in Spanish', async () => {
    const page = await journey.page({ width: 1280, height: 900, expectedHttpErrors: [401] });
    await page.goto('/admin/catalogo');
    await page.waitForURL('**/admin/login');
    await page.getByLabel('Correo').fill(OPERATOR.email);
    await page.locator('#admin-password').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('alert').getByText('¡Usuario o contraseña incorrectos!').waitFor();
  });
});
