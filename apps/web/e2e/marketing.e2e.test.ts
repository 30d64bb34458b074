import { LEAD_FORM_MESSAGES } from '@campus/contract/lead-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBrowser, ZOD_CHUNK } from './browser.ts';

const journey = startBrowser();

type DevMail = { to: string; subject: string; text: string };

async function mailsTo(email: string): Promise<DevMail[]> {
  const res = await fetch(`${journey.baseUrl}/dev/mail/messages.json?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DevMail[];
}

/**
 * Double opt-in: the landing form's first mail only holds a confirmation link; following it (as
 * the person would) queues the landing's own mail. Returns where the link leads.
 */
async function confirmAddress(email: string): Promise<string | null> {
  const optIn = (await mailsTo(email)).find((m) => m.subject.startsWith('Confirme su registro'));
  expect(optIn?.text).not.toMatch(/Hola \S+:/);
  const link = /https?:\/\/\S+\/api\/v1\/leads\/confirm\/[\w-]+/.exec(optIn?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const res = await fetch(link!, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return res.headers.get('location');
}

const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/**
 * The browser runs without internet: the Vimeo and YouTube players are answered with an empty
 * page, and the addresses asked for are returned (the CSP must still allow the frame).
 */
async function stubVideoHosts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/(player\.vimeo\.com|www\.youtube-nocookie\.com)\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>player</title>',
    });
  });
  return asked;
}

describe('marketing journeys (production build)', () => {
  it('guide landing: unknown e-mail → full form → thanks page with the guide', async () => {
    const page = await journey.page();
    const email = `guia.${Date.now()}@ejemplo.com`;
    await page.goto('/landing/10-obstaculos');
    await page.getByRole('heading', { level: 1, name: '10 obstáculos al iniciar la telemedicina' }).waitFor();
    await page.getByLabel('Email').fill(`  ${email}  `);
    await page.getByRole('button', { name: 'Quiero la guía gratis' }).click();

    await page
      .getByText('No podemos encontrar su dirección de email, por favor complete los datos para registrarse')
      .waitFor();
    // the trimmed e-mail is carried to the full form
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Nombre').fill('Ana María');
    await page.getByLabel('Apellido').fill('Pérez');
    // Ecuador is the default country: a national number is enough
    expect(await page.getByLabel('País del teléfono').inputValue()).toBe('EC');
    await page.getByLabel('Teléfono celular (WhatsApp)').fill('099 123 4567');
    await page.getByRole('button', { name: 'Completar mi registro' }).click();

    await page.waitForURL(`${journey.baseUrl}/landing/thanks`);
    await page.getByRole('heading', { name: '¡Gracias, Ana María!' }).waitFor();
    await page.getByText('Gracias por su registro, verifique su buzón de email').waitFor();
    expect(await storage(page, 'firstName')).toBe('Ana María');
    expect(await storage(page, 'lastName')).toBe('Pérez');
    expect(await storage(page, 'email')).toBe(email);
    expect(await storage(page, 'codeRelation')).toBe('10-obstaculos');
    const download = page.getByRole('link', { name: 'Descargar la guía (PDF)' });
    expect(await download.getAttribute('href')).toMatch(/^\/media\/docs\/.+\.pdf$/);
    const pdf = await fetch(`${journey.baseUrl}${await download.getAttribute('href')}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    expect(await confirmAddress(email)).toBe('/pro/descarga/gracias');
    const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Su guía'));
    expect(mail?.text).toContain('Hola Ana María:');
    expect(mail?.text).toContain('.pdf');
  });

  it('guide landing: its form rules load when the visitor starts typing and refuse a wrong e-mail in Spanish', async () => {
    const page = await journey.page();
    const formRules = /\/assets\/(zod(-es)?|phone)-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/landing/10-obstaculos', { waitUntil: 'networkidle' });
    const email = page.getByLabel('Email');
    await email.waitFor();
    // A visitor who only reads the page downloads no form rules, no phone metadata.
    expect(scripts.filter((url) => formRules.test(url))).toEqual([]);

    const rulesArrive = page.waitForRequest((req) => ZOD_CHUNK.test(req.url()));
    await email.focus();
    await rulesArrive;
    await email.fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Quiero la guía gratis' }).click();
    await page.getByText(LEAD_FORM_MESSAGES.emailInvalid).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
  });

  it('webinar landing: a known e-mail goes straight to the thanks page', async () => {
    const page = await journey.page();
    await page.goto('/landing/telemedicina-diabetes');
    await page.getByText(/\d{1,2} pm Ecuador\/Perú, \d{1,2} pm México/).waitFor();
    // the demo student is a known person of the project
    await page.getByLabel('Email').fill('Estudiante@CampusSalud.local');
    await page.getByRole('button', { name: 'Reservar mi lugar' }).click();
    await page.waitForURL(`${journey.baseUrl}/ponla-en-control/gracias`);
    await page.getByText('Gracias por su registro', { exact: true }).waitFor();
    await page.getByRole('heading', { name: '¡Ya estaba registrado, le esperamos!' }).waitFor();
    await page.getByRole('link', { name: 'Ir a la sala' }).waitFor();
    const confirmation = (await mailsTo('estudiante@campussalud.local')).find((m) =>
      m.subject.startsWith('Registro confirmado'),
    );
    expect(confirmation?.text).toContain('Entrar a la sala');
  });

  it('master class: the thanks page and the e-mail deliver the promised guide; group, chat and video from the data', async () => {
    const page = await journey.page();
    const embeds = await stubVideoHosts(page);
    const email = `clase.${Date.now()}@ejemplo.com`;
    await page.goto('/pro/obstaculos-tm');
    await page.getByText('Recibirá el enlace de la sala y la guía en PDF de regalo.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Inscribirme gratis' }).first().click();
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellido').fill('Andrade');
    await page.getByLabel('Teléfono celular (WhatsApp)').fill('099 123 4567');
    await page.getByRole('button', { name: 'Completar mi registro' }).click();

    await page.waitForURL(`${journey.baseUrl}/pro/master_class/gracias`);
    const download = page.getByRole('link', { name: 'Descargar su regalo (PDF)' });
    await download.waitFor();
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/media\/docs\/.+\.pdf$/);
    const pdf = await fetch(`${journey.baseUrl}${href}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await confirmAddress(email)).toBe('/pro/master_class/gracias');
    const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Registro confirmado'));
    expect(mail?.text).toContain(`Descargar el material de regalo: ${journey.baseUrl}${href}`);

    // the demo seed's marketing settings, not links written in the code
    expect(
      await page.getByRole('link', { name: 'Unirme a la comunidad de WhatsApp' }).getAttribute('href'),
    ).toBe('https://chat.whatsapp.com/DemoCampusSalud');
    expect(
      await page.getByRole('link', { name: 'Escribir por WhatsApp a un asesor' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/593991234567\?text=/);
    expect(await page.locator('video, iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Ver el video de bienvenida' }).click();
    const frame = page.locator('iframe[title="Video de bienvenida del Dr. Villacrés"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?rel=0&autoplay=1$/,
    );
    await expect.poll(() => embeds.length).toBe(1);
  });

  it('thanks pages without the sign-up data send back to the landing', async () => {
    const page = await journey.page();
    await page.goto('/landing/thanks');
    await page.waitForURL(`${journey.baseUrl}/landing/10-obstaculos`);
    await page.goto('/landing/telemedicina-diabetes/thanks');
    await page.waitForURL(`${journey.baseUrl}/landing/10-obstaculos`);
    await page.goto('/telemedicina-diabetes/gracias');
    await page.waitForURL(`${journey.baseUrl}/telemedicina-diabetes`);
  });

  it('webinar signup: spec messages, captcha, lead sent, session flag, thanks page', async () => {
    const page = await journey.page();
    const email = `webinar.${Date.now()}@ejemplo.com`;
    await page.goto('/telemedicina-diabetes');
    await page.getByRole('heading', { name: 'Inscríbase gratis al webinar' }).waitFor();

    await page.getByRole('button', { name: 'Inscribirme' }).click();
    for (const message of [
      'Nombre es requerido',
      'Apellido es requerido',
      'Email es requerido',
      'Teléfono es requerido',
      'Debe aceptar los términos y condiciones',
      'No ha validado el captcha',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    await page.getByLabel('Nombre').fill('Rosa');
    await page.getByLabel('Apellido').fill('Quishpe');
    await page.getByLabel('Email').fill('rosa@');
    await page.getByText('Email no tiene un formato válido').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Teléfono celular (WhatsApp)').fill('0991234567');
    await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
    // the widget solves its proof of work once the form has focus
    await page.getByText('Verificado').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Inscribirme' }).click();

    await page.waitForURL(`${journey.baseUrl}/telemedicina-diabetes/gracias`);
    await page.getByRole('heading', { name: '¡Listo, Rosa! Su inscripción está confirmada' }).waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('webinarThanks'))).toBe('1');
    const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Registro confirmado'));
    expect(mail?.text).toMatch(/Hora: \d{1,2} pm Ecuador/);
  });

  it('home contact modal: the send button waits for valid fields, sends and closes', async () => {
    const page = await journey.page();
    const email = `contacto.${Date.now()}@ejemplo.com`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Escríbanos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contáctenos' });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Enviar mensaje' });
    expect(await send.isDisabled()).toBe(true);
    // phone country is Ecuador, as on every form, until geolocation answers (a local address has none)
    expect(await dialog.getByLabel('País del teléfono').inputValue()).toBe('EC');
    // the disabled button says what is missing
    await dialog
      .getByText(/^Falta: nombre, apellido, correo electrónico válido, mensaje y aceptar/)
      .waitFor();

    await dialog.getByLabel('Nombre').fill('María Fernanda');
    await dialog.getByLabel('Apellido').fill('Loor');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Mensaje').fill('¿El Curso de Telemedicina sirve para psicólogos?');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByText('Falta: aceptar los términos y condiciones.').waitFor();
    // the phone stays empty: it must not block sending
    await dialog.getByRole('checkbox', { name: 'Acepto términos y condiciones' }).check();
    await expect.poll(() => send.isDisabled()).toBe(false);
    expect(await dialog.getByText(/^Falta:/).count()).toBe(0);
    await send.click();

    await page.getByText('Mensaje enviado').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const ack = (await mailsTo(email)).find((m) => m.subject === 'Recibimos su mensaje · Campus Salud');
    // a fixed acknowledgement: nothing the sender typed goes back to the address they named
    expect(ack?.text).toContain('Hola:');
    expect(ack?.text).not.toContain('María Fernanda');

    // the values are remembered in this browser
    await page.reload();
    await page.getByRole('button', { name: 'Escríbanos' }).click();
    expect(await page.getByRole('dialog').getByLabel('Email').inputValue()).toBe(email);
  });

  it('paid landing: price from the course, testimonials in a modal, the offer leads to buying', async () => {
    const page = await journey.page();
    const embeds = await stubVideoHosts(page);
    await page.goto('/pro/telemedicina');
    await page.getByText('$247,00').waitFor();
    // 28 numbered tiles from the operator's data, and nothing loaded from the video hosts
    await page.getByRole('button', { name: 'Ver el testimonio 28' }).waitFor();
    expect(await page.getByRole('button', { name: /^Ver el testimonio \d+$/ }).count()).toBe(28);
    expect(await page.locator('video, iframe').count()).toBe(0);
    expect(embeds).toEqual([]);

    // The page was rendered on the server with its answers: it asked for no client token, so ask one here.
    const secret = await page.getAttribute('meta[name="oauth-client-secret"]', 'content');
    const { access_token } = (await (
      await page.request.post('/oauth/token', {
        data: { grant_type: 'client_credentials', client_id: 1, client_secret: secret },
      })
    ).json()) as { access_token: string };
    const { data } = (await (
      await page.request.get('/api/v1/getProyect/4', { headers: { authorization: `Bearer ${access_token}` } })
    ).json()) as { data: { marketing: { testimonials: { number: number; embed_url: string }[] } } };
    const video28 = data.marketing.testimonials.find((v) => v.number === 28)!;

    await page.getByRole('button', { name: 'Ver el testimonio 28' }).click();
    const dialog = page.getByRole('dialog', { name: 'Testimonio 28' });
    const frame = dialog.locator('iframe[title="Video del testimonio 28"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${video28.embed_url}&autoplay=1`);
    await expect.poll(() => embeds.length).toBe(1);
    expect(embeds[0]).toMatch(/^https:\/\/(player\.vimeo\.com\/video|www\.youtube-nocookie\.com\/embed)\//);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('iframe').count()).toBe(0);

    await page.getByRole('link', { name: 'Quiero inscribirme' }).first().click();
    await page.waitForURL(/\/detail\/curso-de-telemedicina\?course=\d+$/);
  });

  it('contact lead form: spec messages, captcha, remembered values, a counsellor is asked for', async () => {
    const page = await journey.page();
    const email = `asesor.${Date.now()}@ejemplo.com`;
    await page.goto('/pro/comunicacion-tm');
    await page.getByText('$137,00').waitFor();
    await page.getByRole('button', { name: 'Hablar con un asesor' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Hablemos de su inscripción' });
    await dialog.getByText('Verificación').waitFor();
    await dialog.getByRole('button', { name: 'Solicitar contacto' }).click();
    await page
      .getByText('Todos los campos son requeridos; por favor, revise la información ingresada.')
      .waitFor();

    await dialog.getByLabel('Nombre').fill('Diego');
    await dialog.getByLabel('Apellido').fill('Villavicencio');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('País del teléfono').selectOption('MX');
    await dialog.getByLabel('Teléfono celular (WhatsApp)').fill('55 1234 5678');
    await dialog.getByRole('button', { name: 'Solicitar contacto' }).click();
    await dialog.getByText('Debe aceptar los términos y condiciones').waitFor();
    await dialog.getByRole('checkbox', { name: /Acepto los términos/ }).check();
    await dialog.getByText('Verificado').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Solicitar contacto' }).click();

    await page.getByText('Gracias por su registro', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(JSON.parse((await storage(page, 'campus:contactLeadForm')) ?? '{}')).toMatchObject({
      email,
      country: 'MX',
    });
    const ack = (await mailsTo(email)).find((m) => m.subject === 'Recibimos su mensaje · Campus Salud');
    expect(ack?.text).toContain('Hola:');
    expect(ack?.text).not.toContain('Diego');
  });
});
