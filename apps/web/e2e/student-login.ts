import type { Page } from 'playwright-core';

/** The demo student of the demo seed (README). */
export const DEMO_STUDENT = { email: 'estudiante@campussalud.local', password: 'Demo-Salud-2026' };

/** Logs the demo student in through the login form, as a student does, and waits for My courses. */
export async function loginAsDemoStudent(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO_STUDENT.email);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/v2/home');
}
