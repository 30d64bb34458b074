import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsOperator } from './admin-login.ts';
import { startBrowser } from './browser.ts';
import { pendingOrderOfDemoStudent } from './demo-api.ts';
import { DEMO_STUDENT } from './student-login.ts';

const journey = startBrowser();

/** A visitor leaves their data on the guide landing (a lead tagged 10-obstaculos). */
async function leaveLead(page: Page, email: string) {
  await page.goto('/landing/10-obstaculos');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Quiero la guía gratis' }).click();
  await page.getByLabel('Nombre').fill('Rosa');
  await page.getByLabel('Apellido').fill('Quishpe');
  await page.getByLabel('Teléfono celular (WhatsApp)').fill('099 765 4321');
  await page.getByRole('button', { name: 'Completar mi registro' }).click();
  await page.waitForURL(`${journey.baseUrl}/landing/thanks`);
}

describe('operator people and money journey (desktop)', () => {
  it('exports the leads of a landing to a CSV that opens in Excel, and sees an order with its VAT split', async () => {
    const email = `rosa.${Date.now().toString(36)}@ejemplo.com`;
    await leaveLead(await journey.page(), email);
    const orderId = await pendingOrderOfDemoStudent(journey.baseUrl);

    const page = await journey.page({ width: 1280, height: 900 });
    await loginAsOperator(page);
    const nav = page.getByRole('navigation', { name: 'Secciones del área del operador' });

    // Leads: filtered by the landing's tag on the server, then downloaded.
    await nav.getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await page.getByLabel('Etiqueta de la landing').fill('10-obstaculos');
    await page.getByRole('cell', { name: email, exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-10-obstaculos-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    // UTF-8 BOM, then the header with ';' (Excel in Spanish), then the lead.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    expect(csv.startsWith('id;fecha (hora de Ecuador);email;nombre;apellido;')).toBe(true);
    expect(csv).toContain(`;${email};Rosa;Quishpe;`);

    // Orders: the demo student's order, found by e-mail, with its VAT split.
    await nav.getByRole('link', { name: 'Pedidos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    await page.getByLabel('Buscar por correo o referencia').fill(DEMO_STUDENT.email);
    await page.getByLabel('Estado').selectOption('pending');
    await page.getByRole('link', { name: `Ver el pedido ${orderId}` }).click();
    await page.getByRole('heading', { level: 1, name: `Pedido ${orderId}` }).waitFor();
    await page.getByRole('cell', { name: 'Triaje en servicios de emergencia' }).waitFor();
    await page.getByRole('rowheader', { name: /^IVA \(\d+/ }).waitFor();
    await page.getByRole('rowheader', { name: 'Base imponible' }).waitFor();
    expect(await page.getByText(DEMO_STUDENT.email).count()).toBeGreaterThan(0);
    // A pending order cannot be refunded: no refund button.
    expect(await page.getByRole('button', { name: 'Reembolsar' }).count()).toBe(0);

    // Students: the demo student, with the progress of each course and the same order.
    await nav.getByRole('link', { name: 'Estudiantes' }).click();
    await page.getByLabel('Buscar por correo, nombre, apellidos o documento').fill(DEMO_STUDENT.email);
    await page.getByRole('cell', { name: DEMO_STUDENT.email, exact: true }).waitFor();
    await page.getByRole('link', { name: /^Ver a / }).click();
    await page.getByRole('heading', { level: 2, name: 'Inscripciones' }).waitFor();
    expect(await page.getByRole('progressbar', { name: /^Avance en .+: \d+ %$/ }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: `Ver el pedido ${orderId}` }).waitFor();

    // Messages: the contact messages and support questions list answers (filter by form).
    await nav.getByRole('link', { name: 'Mensajes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mensajes y preguntas' }).waitFor();
    await page.getByLabel('Formulario').selectOption('addBook');
    await page.getByRole('heading', { level: 1, name: 'Mensajes y preguntas' }).waitFor();

    // Legal documents: the demo terms (n.º 1) open in the form with the same validation as the API.
    await nav.getByRole('link', { name: 'Documentos legales' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documentos legales' }).waitFor();
    await page
      .getByRole('button', { name: /^Editar «/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: 'Documento n.º 1' }).waitFor();
    expect(await page.locator('#legal-title').inputValue()).not.toBe('');
    await page.locator('#legal-title').fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El campo título es requerido').waitFor();
  });
});
