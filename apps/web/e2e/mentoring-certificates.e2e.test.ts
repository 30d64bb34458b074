// Mentoring and certificates, in Chromium against the production build and demo seed:
// the demo student books a live session of the telemedicine course in Ecuador time, sees it in
// Mexico time, cancels it; then gets the workshop's certificate (81 % done): confirms the name,
// downloads the PDF, and opens its public verification page.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBrowser, untilIdle } from './browser.ts';
import { loginAsDemoStudent } from './student-login.ts';

const journey = startBrowser();
const TELEMEDICINE = 'Curso de Telemedicina';
const WORKSHOP = 'Taller de Comunicación en Telemedicina';

/**
 * Opens a course from My courses and returns its id. The address changes as the link is followed,
 * while My courses stays on screen until the course page's code has loaded: wait for its heading.
 */
async function openCourse(page: Page, name: string): Promise<number> {
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await page.waitForURL(/\/v2\/courses\/\d+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return Number(/\/v2\/courses\/(\d+)/.exec(page.url())![1]);
}

describe('mentoring', () => {
  it('books a live session shown in the device zone (Ecuador), sees it in Mexico time, and cancels it', async () => {
    const page = await journey.page();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Guayaquil' });
    await loginAsDemoStudent(page);
    const courseId = await openCourse(page, TELEMEDICINE);

    await page.goto(`/v2/mentories/${courseId}`);
    await page.getByRole('heading', { level: 1, name: `Mentorías: ${TELEMEDICINE}` }).waitFor();
    const zone = page.getByLabel('Ver los horarios en la zona horaria de');
    expect(await zone.inputValue()).toBe('America/Guayaquil');
    await page.getByText('Horarios en UTC−5.').waitFor();

    // The three live sessions start at 00:00 UTC: 19:00 the evening before in Ecuador.
    const first = page.getByRole('article').filter({ hasText: 'Sesión en vivo 1' });
    await first.getByText('19:00 – 20:30').waitFor();
    await first.getByText('40 de 40 cupos libres').waitFor();

    await first.getByRole('button', { name: /^Reservar la sesión del/ }).click();
    await page.getByText('Mentoría reservada. Le enviamos la invitación por correo.').waitFor();
    await first.getByText('Reservado').waitFor();
    await first.getByText('39 de 40 cupos libres').waitFor();
    expect(await first.getByRole('link', { name: 'Entrar a la sala' }).getAttribute('href')).toMatch(
      /^https:\/\//,
    );

    // Mexico is UTC−6 all year: the same session reads 18:00.
    await zone.selectOption('America/Mexico_City');
    await page.getByText('Horarios en UTC−6.').waitFor();
    await first.getByText('18:00 – 19:30').waitFor();

    // Still booked after a reload (the server holds it).
    await page.reload();
    await first.getByText('Reservado').waitFor();

    await first.getByRole('button', { name: /^Cancelar la reserva/ }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar la reserva?' });
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await page.getByText('Reserva cancelada. Su cupo quedó libre.').waitFor();
    await first.getByText('40 de 40 cupos libres').waitFor();
    await first.getByRole('button', { name: /^Reservar la sesión del/ }).waitFor();
  });
});

describe('certificates', () => {
  it('at 81 % the student confirms the name, downloads the PDF and opens the verification page', async () => {
    const page = await journey.page();
    await loginAsDemoStudent(page);
    const courseId = await openCourse(page, WORKSHOP);
    await page.getByRole('link', { name: /Continuar el curso|Entrar al curso/ }).click();
    await page.waitForURL(new RegExp(`/v2/courses/${courseId}/\\d+$`));

    const panel = page.getByRole('region', { name: 'Certificado' });
    await panel.getByText('Ha completado el 81 % del curso; el certificado se obtiene al 75 %.').waitFor();
    await panel.getByRole('button', { name: 'Obtener mi certificado' }).click();

    // The profile's name, read only, with the way to correct it in the profile.
    const dialog = page.getByRole('dialog', { name: 'Confirme su nombre' });
    await dialog.getByText('María José Andrade Cevallos').waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await dialog.getByRole('link', { name: 'Corríjalo en su perfil' }).waitFor();
    await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
    await page.getByText('Certificado emitido. Ya puede descargarlo.').waitFor();
    const codeText = await panel.getByText(/^Código de verificación: /).textContent();
    const code = codeText!.replace('Código de verificación: ', '').trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Descargar certificado (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificado-${code}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);

    // The public page, logged in or not: valid, with the printed name.
    const href = await panel
      .getByRole('link', { name: 'Ver la página de verificación' })
      .getAttribute('href');
    expect(href).toBe(`/certificados/${code}`);
    await page.goto(href!);
    await page.getByRole('heading', { level: 1, name: 'Verificación de certificado' }).waitFor();
    await page.getByText('Certificado válido').waitFor();
    await page.getByText('María José Andrade Cevallos').waitFor();
    await page.getByText(WORKSHOP).waitFor();

    // Written by the server: 200 and noindex for a real code, 404 for one that names nothing.
    const visitor = await journey.page({ expectedHttpErrors: [404] });
    const found = await visitor.goto(`/certificados/${code}`);
    expect(found?.status()).toBe(200);
    expect(await found?.text()).toContain('María José Andrade Cevallos');
    await visitor.getByText('Certificado válido').waitFor();
    expect(await visitor.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
    // Once idle, at a phone's, a tablet's and a laptop's width (every-screen.e2e.test.ts reads the
    // other pages so; the demo student has this one certificate, issued here): no error (the
    // journey's console check), and no sideways scroll.
    for (const width of [390, 768, 1366]) {
      const reader = width === 390 ? visitor : await journey.page({ width, height: 900 });
      if (reader !== visitor) await reader.goto(`/certificados/${code}`);
      await untilIdle(reader);
      await reader.getByText('Certificado válido').waitFor();
      const wide = await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide, `${width} px`).toBeLessThanOrEqual(1);
    }
    const missing = await visitor.goto('/certificados/AAAA-BBBB-CCCC-DDDD');
    expect(missing?.status()).toBe(404);
    await visitor.getByText('No existe un certificado con ese código.').waitFor();
  });
});
