import { SANDBOX_TEST_CARDS } from '@campus/contract/payments';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBrowser } from './browser.ts';

const journey = startBrowser();

/** The demo's pre-sale: the catalogue's book links to /checkout/20/preventa-libro (20.00 USD). */
const OFFER = '/checkout/20/preventa-libro';

/** Accepts the terms, fills the buyer's form and goes to the provider's (sandbox) card page. */
async function buyUpToCardPage(page: Page, email: string) {
  await page.goto(OFFER);
  await page.getByRole('heading', { name: 'Términos y condiciones de la preventa' }).waitFor();
  await page.getByRole('button', { name: 'Acepto los términos' }).click();
  await page.getByLabel('Nombres').fill('Lucía');
  await page.getByLabel('Apellidos').fill('Mendoza Ortiz');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('0991234567');
  await page.getByRole('button', { name: /^Pagar .*20,00 con tarjeta$/ }).click();
  await page.waitForURL(/\/sandbox\/checkout\/sbx_/);
}

async function payOnSandbox(page: Page, card: string) {
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Titular de la tarjeta').fill('Lucía Mendoza');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pagar \$/ }).click();
  await page.waitForURL(new RegExp(`${OFFER}\\?ref=cs-[0-9a-f]{24}$`));
}

describe('book pre-sale /checkout/:price/:token', () => {
  it('a link with a tampered price is refused before anything can be charged, and points to the right one', async () => {
    const page = await journey.page();
    await page.goto('/checkout/1/preventa-libro');
    await page.getByRole('heading', { name: 'El precio de este enlace no es válido' }).waitFor();
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain('el precio vigente es $20,00. No se realizó ningún cobro');
    // The price shown is the server's, and there is no way to pay from this link.
    expect(await page.getByTestId('book-price').textContent()).toMatch(/20,00/);
    expect(await page.getByRole('button', { name: 'Acepto los términos' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /con tarjeta/ }).count()).toBe(0);
    await page.getByRole('link', { name: /Ver la preventa a/ }).click();
    await page.waitForURL(`${journey.baseUrl}${OFFER}`);
    await page.getByRole('button', { name: 'Acepto los términos' }).waitFor();
  });

  it('declining the terms explains why and returns home', async () => {
    const page = await journey.page();
    await page.goto(OFFER);
    await page.getByRole('button', { name: 'No acepto' }).click();
    await page.getByRole('heading', { name: 'No aceptó los términos de la preventa' }).waitFor();
    await page.getByText('No se realizó ningún cobro ni se guardaron sus datos.').waitFor();
    await page.getByRole('button', { name: 'Volver al inicio' }).click();
    await page.waitForURL(`${journey.baseUrl}/`);
  });

  it('with the right price and the sandbox approved card, the approved modal shows the purchase', async () => {
    const page = await journey.page();
    await buyUpToCardPage(page, 'lucia.preventa@example.com');
    await payOnSandbox(page, SANDBOX_TEST_CARDS.approved);
    const dialog = page.getByRole('dialog', { name: '¡Transacción exitosa!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Compra exitosa');
    expect(await dialog.textContent()).toContain('lucia.preventa@example.com');
    expect(await dialog.textContent()).toMatch(/20,00/);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await page.getByText('Compra exitosa').first().waitFor();
  });

  it('a rejected card shows the rejected modal and lets the buyer try again', async () => {
    // orderConsult/success answers 401 when the provider did not approve (spec §4).
    const page = await journey.page({ expectedHttpErrors: [401] });
    await buyUpToCardPage(page, 'lucia.rechazo@example.com');
    await payOnSandbox(page, SANDBOX_TEST_CARDS.rejected);
    const dialog = page.getByRole('dialog', { name: '¡Transacción rechazada!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Compra rechazada');
    await dialog.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await page.waitForURL(`${journey.baseUrl}${OFFER}`);
    await page.getByRole('button', { name: 'Acepto los términos' }).waitFor();
  });
});
