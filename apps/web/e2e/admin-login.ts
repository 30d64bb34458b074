import type { Page } from 'playwright-core';

/** The demo operator of the demo seed (README). */
export const OPERATOR = { email: 'operador@campussalud.local', password: 'Operador-Salud-2026' };

/** Signs the demo operator in through /admin's own login page and waits for the dashboard. */
export async function loginAsOperator(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Correo').fill(OPERATOR.email);
  await page.locator('#admin-password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Panel' }).waitFor();
}
