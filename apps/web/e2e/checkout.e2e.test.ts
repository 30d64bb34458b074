import { SANDBOX_TEST_CARDS } from '@campus/contract/payments';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startBrowser } from './browser.ts';
import { DEMO_STUDENT } from './student-login.ts';

const journey = startBrowser();

const ECG = 'Electrocardiografía básica para el primer nivel';
const TRIAGE = 'Triaje en servicios de emergencia';
const MEDICATION = 'Administración segura de medicamentos';

/**
 * Empties the demo student's server cart through the API (other journeys of this run add to it), so
 * each journey pays for exactly the courses it chose.
 */
async function clearDemoCart() {
  const { baseUrl } = journey;
  const html = await (await fetch(`${baseUrl}/`)).text();
  const secret = /name="oauth-client-secret" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const json = { 'content-type': 'application/json' };
  const client = (await (
    await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 1, client_secret: secret }),
    })
  ).json()) as { access_token: string };
  const login = (await (
    await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${client.access_token}` },
      body: JSON.stringify(DEMO_STUDENT),
    })
  ).json()) as { access_token: string };
  const cleared = await fetch(`${baseUrl}/api/v1/clearShoppingCar`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${login.access_token}` },
    body: JSON.stringify({ proyect_id: 4 }),
  });
  expect(cleared.status).toBe(200);
  await fetch(`${baseUrl}/api/v1/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.access_token}` },
  });
}

/**
 * Fills the login form (the page's or the detail's modal) and waits for where it leads: My courses,
 * or the cart when courses were chosen before logging in.
 */
async function fillLogin(page: Page, scope: Page | Locator = page, lands = '/v2/home') {
  await scope.getByLabel('Email').fill(DEMO_STUDENT.email);
  await scope.locator('input[autocomplete="current-password"]').fill(DEMO_STUDENT.password);
  await scope.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${journey.baseUrl}${lands}`);
}

/** A logged-in student puts a paid course in the server cart from its overview, then opens the cart. */
async function addAsStudent(page: Page, search: string, name: string) {
  await page.goto('/auth/login');
  await fillLogin(page);
  await page.goto(`/v2/categories?category=search&q=${encodeURIComponent(search)}`);
  await page.getByRole('link', { name: `Ver información de ${name}` }).click();
  await page.waitForURL(/\/v2\/product\/\d+$/);
  // The card is the only way to pay for it: 'Comprar' adds it at once.
  await page.getByRole('button', { name: 'Comprar', exact: true }).click();
  await page.getByText('¡Se agregó su curso al carrito de compras!').waitFor();
  await page.getByRole('link', { name: 'Ir al carrito' }).click();
  await page.waitForURL(`${journey.baseUrl}/v2/cart`);
}

/** From the cart, through the sandbox's hosted page with a test card, back to a result page. */
async function payWith(page: Page, card: string, result: 'success' | 'failure' | 'pending') {
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.waitForURL(/\/sandbox\/checkout\/sbx_/);
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Titular de la tarjeta').fill('María José Andrade');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pagar \$/ }).click();
  await page.waitForURL(new RegExp(`/home/payment/${result}\\?order=\\d+$`));
}

describe('money path (spec §2, §4: cart, card payment, result pages)', () => {
  beforeEach(clearDemoCart);

  it('anonymous adds a paid course, logs in, the offline cart is uploaded, pays with the approved card and gets the course', async () => {
    const page = await journey.page();
    await page.goto(`/category/buscar?category=search&q=${encodeURIComponent('electrocardiografía')}`);
    await page.getByRole('link', { name: `Ver información de ${ECG}` }).click();
    await page.waitForURL(/\/detail\/.+\?course=\d+$/);

    // Spec §4: with the card as the only way to pay, 'Comprar' adds the course to the (device)
    // cart at once (no panel with a single choice) and, not being logged in, the login modal opens.
    await page.getByRole('button', { name: 'Comprar', exact: true }).click();
    expect(await page.getByRole('button', { name: /Tarjeta de crédito o débito/ }).count()).toBe(0);
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    // After login the chosen course goes to the server cart, and the student to the cart that
    // holds it (not to My courses).
    await fillLogin(page, modal, '/v2/cart');
    expect(await page.getByRole('heading', { level: 1, name: 'Mis cursos' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Carrito de compras: 1 curso en el carrito' }).waitFor();
    // Uploaded: nothing left waiting on the device.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('offlineCart') ?? '[]'))).toEqual([]);

    // The cart: the course, the VAT split of spec §9 and the accepted cards.
    const items = page.getByRole('list', { name: 'Cursos en su carrito' });
    await items.getByRole('link', { name: ECG }).waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe('$59,00');
    await page.getByText('IVA 12%').waitFor();
    await page.getByText('Aceptamos tarjetas Visa y Master Card.').waitFor();

    await payWith(page, SANDBOX_TEST_CARDS.approved, 'success');
    await page.getByRole('heading', { level: 1, name: 'Compra exitosa' }).waitFor();
    await page.getByText('¡Transacción exitosa!').waitFor();
    await page.getByText(/Le llevaremos a Mis cursos en \d segundos?\./).waitFor();
    await page.getByRole('heading', { name: 'Otros cursos que le pueden interesar' }).waitFor();

    // After 5 s: My courses, with the course bought; the cart is empty again.
    await page.waitForURL(`${journey.baseUrl}/v2/home`, { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Mis cursos' }).waitFor();
    await page.getByText(ECG).first().waitFor();
    await page.getByRole('link', { name: 'Carrito de compras: 0 cursos en el carrito' }).waitFor();

    // Billing lists the paid order with its receipt.
    await page.goto('/v2/facturacion');
    await page.getByText('Pagado').first().waitFor();
    await page
      .getByRole('link', { name: /^Ver recibo de la orden n\.º \d+$/ })
      .first()
      .click();
    await page.waitForURL(/\/v2\/facturacion\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /^Recibo de la orden n\.º \d+$/ }).waitFor();
    await page.getByRole('cell', { name: ECG }).waitFor();
    await page.getByRole('button', { name: 'Imprimir recibo' }).waitFor();
  });

  it('a rejected card lands on the failure page, then back in the cart with the course still there', async () => {
    const page = await journey.page();
    await addAsStudent(page, 'triaje', TRIAGE);
    // Spec §2: /home/payment and /payment are the cart too.
    for (const legacy of ['/home/payment', '/payment']) {
      await page.goto(legacy);
      await page.waitForURL(`${journey.baseUrl}/v2/cart`);
    }
    await page
      .getByRole('list', { name: 'Cursos en su carrito' })
      .getByRole('link', { name: TRIAGE })
      .waitFor();
    await payWith(page, SANDBOX_TEST_CARDS.rejected, 'failure');
    await page.getByRole('heading', { level: 1, name: 'Compra rechazada' }).waitFor();
    await page.getByText('¡Transacción rechazada!').waitFor();
    await page.waitForURL(`${journey.baseUrl}/v2/cart`, { timeout: 10_000 });
    const items = page.getByRole('list', { name: 'Cursos en su carrito' });
    await items.getByRole('link', { name: TRIAGE }).waitFor();

    // Removing it: 'Ítem eliminado' and the empty state.
    await page.getByRole('button', { name: `Quitar ${TRIAGE} del carrito` }).click();
    await page.getByText('Ítem eliminado').waitFor();
    await page.getByText('Su carrito está vacío.').waitFor();
  });

  it('a pending payment lands on the pending page, then in billing as pending; the course is not granted', async () => {
    const page = await journey.page();
    await addAsStudent(page, 'medicamentos', MEDICATION);
    await payWith(page, SANDBOX_TEST_CARDS.pending, 'pending');
    await page.getByRole('heading', { level: 1, name: 'Compra pendiente de aprobación' }).waitFor();
    await page.waitForURL(`${journey.baseUrl}/v2/facturacion`, { timeout: 10_000 });
    const order = page.getByRole('listitem').filter({ hasText: MEDICATION }).first();
    await order.getByText('Pendiente').waitFor();
    await page.goto('/v2/home');
    await page.getByRole('heading', { level: 1, name: 'Mis cursos' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByText(MEDICATION).count()).toBe(0);

    // How paying works, with the operator's figures from GET /api/v1/payments/info.
    await page.goto('/v2/payment-info');
    await page.getByRole('heading', { level: 1, name: 'Información de pagos' }).waitFor();
    await page.getByText(/incluyen el IVA del 12\s?%/).waitFor();
    await page.getByText('Puede pagar con tarjetas de crédito o débito Visa y Master Card.').waitFor();
  });
});
