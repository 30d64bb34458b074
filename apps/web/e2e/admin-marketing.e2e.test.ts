import { fromZonedLocal, toZonedLocal } from '@campus/contract/admin-marketing';
import { eventDateText } from '@campus/contract/events';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAsOperator, OPERATOR } from './admin-login.ts';
import { startBrowser } from './browser.ts';

const journey = startBrowser();

const json = { 'content-type': 'application/json' };

/** The operator's token through the API, for reading and restoring the shared demo data. */
async function operatorToken(): Promise<string> {
  const { baseUrl } = journey;
  const html = await (await fetch(`${baseUrl}/`)).text();
  const secret = /name="oauth-client-secret" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const client = (await (
    await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 1, client_secret: secret }),
    })
  ).json()) as { access_token: string };
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${client.access_token}` },
    body: JSON.stringify(OPERATOR),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function adminCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${journey.baseUrl}${path}`, {
    method,
    headers: { ...(body ? json : {}), authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

const run = Date.now().toString(36);
const TAG = `controla-diabetes-e2e${run}`;
const GROUP = `https://chat.whatsapp.com/E2eGrupo${run}`;
let restore: (() => Promise<void>) | null = null;
// The journeys share one server and its demo data: put the settings back and drop the event.
afterAll(async () => {
  await restore?.();
});

describe('operator marketing journey (desktop)', () => {
  it('creates a webinar edition in Mexico time and edits the WhatsApp group; the public pages show both', async () => {
    const token = await operatorToken();
    const original = await adminCall<Record<string, unknown>>(token, 'GET', '/api/admin/marketing-settings');
    restore = async () => {
      await adminCall(token, 'PUT', '/api/admin/marketing-settings', original);
      const found = await adminCall<{ data: Array<{ id: number }> }>(
        token,
        'GET',
        `/api/admin/landing-events?q=${TAG}`,
      );
      for (const e of found.data) await adminCall(token, 'DELETE', `/api/admin/landing-events/${e.id}`);
    };

    // Two days from now at 19:30 in Mexico City: sooner than the demo's next edition (3 weeks).
    const soon = toZonedLocal(new Date(Date.now() + 2 * 86_400_000), 'America/Mexico_City').slice(0, 10);
    const local = `${soon}T19:30`;
    const instant = fromZonedLocal(local, 'America/Mexico_City')!;
    const title = `Webinar de prueba ${run}: telemedicina en diabetes`;

    const page = await journey.page({ width: 1280, height: 900 });
    await loginAsOperator(page);
    const nav = page.getByRole('navigation', { name: 'Secciones del área del operador' });
    await nav.getByRole('link', { name: 'Marketing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Eventos de las landings' }).waitFor();

    // The form refuses a bad tag in Spanish, on its field, before anything is sent.
    await page.getByLabel(/^Título/).fill(title);
    await page.getByLabel(/^Etiqueta/).fill('con espacios');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('La etiqueta solo admite letras, números, guiones y guiones bajos').waitFor();

    await page.getByLabel(/^Etiqueta/).fill(TAG);
    await page.getByLabel('Tipo').selectOption({ label: 'Clase magistral o webinar' });
    await page.getByLabel('Fecha y hora locales').fill(local);
    await page.getByLabel('Zona horaria').selectOption('America/Mexico_City');
    // What it will be stored as, before saving: UTC and the landing's line.
    await page.getByText('8:30 pm Ecuador/Perú, 7:30 pm México').waitFor();
    await page.getByLabel('Enlace de la sala').fill('https://zoom.us/j/81234567890');
    await page.getByLabel('ID de la sala').fill('812 3456 7890');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Evento guardado. Las landings ya lo muestran.').waitFor();
    const row = page.getByRole('row').filter({ hasText: TAG });
    await row.waitFor();
    // Shown back in the zone it was typed in.
    await row.getByText('America/Mexico_City').waitFor();
    expect(await row.textContent()).toMatch(/19:30/);

    // Editing opens the form at its first field with the date as typed, in its zone.
    await page.getByRole('button', { name: `Editar «${title}»` }).click();
    await page.getByRole('heading', { level: 2, name: `Editar «${title}»` }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('event-title');
    expect(await page.getByLabel('Fecha y hora locales').inputValue()).toBe(local);
    expect(await page.getByLabel('Zona horaria').inputValue()).toBe('America/Mexico_City');
    const retitled = `${title} (en vivo)`;
    await page.getByLabel(/^Título/).fill(retitled);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Evento guardado. Las landings ya lo muestran.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Nuevo evento' }).waitFor();
    await row.getByText(retitled).waitFor();

    // Marketing settings: a wrong group link is refused on its field, a right one saved.
    await page.getByRole('link', { name: 'Ajustes de las landings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ajustes de marketing' }).waitFor();
    const group = page.getByLabel('Invitación al grupo de WhatsApp');
    expect(await group.inputValue()).toBe(original.whatsapp_group_url);
    await group.fill('https://wa.me/593991234567');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText('El grupo debe ser una invitación de WhatsApp (https://chat.whatsapp.com/…)')
      .waitFor();
    await group.fill(GROUP);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes guardados. El sitio ya los muestra.').waitFor();

    // The public pages, in a visitor's fresh browser, at a phone's size.
    const visitor = await journey.page();
    await visitor.goto('/landing/telemedicina-diabetes');
    await visitor.getByText(eventDateText(instant), { exact: false }).first().waitFor();
    await visitor.getByText('8:30 pm Ecuador/Perú, 7:30 pm México').first().waitFor();
    await visitor.goto('/pro/master_class/gracias');
    const join = visitor.getByRole('link', { name: 'Unirme a la comunidad de WhatsApp' });
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(GROUP);

    // Put the demo group back through the form, and delete the event from its row.
    await group.fill(String(original.whatsapp_group_url));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes guardados. El sitio ya los muestra.').waitFor();
    await page.getByRole('link', { name: 'Eventos de landings' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Eliminar «${title} (en vivo)»` }).click();
    await page.getByText('Evento eliminado.').waitFor();
    const after = await adminCall<{ total: number }>(token, 'GET', `/api/admin/landing-events?q=${TAG}`);
    expect(after.total).toBe(0);
    const settings = await adminCall<Record<string, unknown>>(token, 'GET', '/api/admin/marketing-settings');
    expect(settings.whatsapp_group_url).toBe(original.whatsapp_group_url);
  });
});
