import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBrowser, ZOD_CHUNK } from './browser.ts';
import { DEMO_STUDENT, loginAsDemoStudent } from './student-login.ts';

const journey = startBrowser();
const ECG = 'Electrocardiografía básica para el primer nivel';

type DevMail = { to: string; subject: string; text: string };

async function mailsTo(email: string): Promise<DevMail[]> {
  const res = await fetch(`${journey.baseUrl}/dev/mail/messages.json?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DevMail[];
}

/** The reset link of the latest reset e-mail to `email` in the dev mailbox. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await mailsTo(email)).filter(
        (m) => m.subject === 'Restablezca su contraseña de Campus Salud',
      );
      link = mails.at(-1)?.text.match(/http\S+\/reset-password\/\S+/)?.[0];
      return link;
    })
    .toBeDefined();
  return link!;
}

/** A client token, with the secret the server writes into every page (as the site does). */
async function clientToken(): Promise<string> {
  const html = await (await fetch(`${journey.baseUrl}/`)).text();
  const secret = /<meta name="oauth-client-secret" content="([^"]+)"/.exec(html)?.[1];
  const res = await fetch(`${journey.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 1, client_secret: secret }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Registers a student through the API, solving the (test-sized) ALTCHA challenge as the widget does. */
async function registerByApi(email: string, password: string) {
  const challenge = (await (await fetch(`${journey.baseUrl}/api/v1/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  const res = await fetch(`${journey.baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await clientToken()}` },
    body: JSON.stringify({
      email,
      password,
      name: 'Marta',
      lname: 'Salazar',
      proyect: 4,
      privacy: true,
      birth_date: '1988-03-14',
      user_agent: 'e2e',
      captcha: btoa(JSON.stringify({ challenge, solution })),
    }),
  });
  expect(res.status).toBe(201);
}

async function apiLoginStatus(email: string, password: string): Promise<number> {
  const res = await fetch(`${journey.baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await clientToken()}` },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${journey.baseUrl}/v2/home`);
  await page.getByRole('heading', { name: 'Mis cursos' }).waitFor();
}

/** Holds back zod and its Spanish messages (the forms' rules) 2.5 s; `sent` once they have gone out. */
async function delayFormRules(page: Page): Promise<{ sent: boolean }> {
  const rules = { sent: false };
  await page.route(ZOD_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    rules.sent = true;
    await route.continue();
  });
  return rules;
}

describe('accounts journey (production build, real captcha, dev mailbox)', () => {
  it('register → log in → edit profile → log out → reset password by e-mail → log in with the new password', async () => {
    // the revoked token's check (401) and the old password's login (401) are provoked on purpose
    const page = await journey.page({ expectedHttpErrors: [401] });
    const email = `e2e.${Date.now()}@ejemplo.com`;
    const firstPassword = 'Primera-Clave-2026';
    const newPassword = 'Segunda-Clave-2026';

    // ── A visitor chooses a paid course, and registers from the login modal it opens ──
    await page.goto(`/category/buscar?category=search&q=${encodeURIComponent('electrocardiografía')}`);
    await page.getByRole('link', { name: `Ver información de ${ECG}` }).click();
    await page.waitForURL(/\/detail\/.+\?course=\d+$/);
    await page.getByRole('button', { name: 'Comprar', exact: true }).click();
    const loginModal = page.getByRole('dialog', { name: 'Inicie sesión para continuar' });
    await loginModal.getByRole('link', { name: 'Regístrese' }).click();

    // ── Register, solving the ALTCHA proof of work in the browser ──
    await page.waitForURL(`${journey.baseUrl}/auth/register`);
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await page.getByLabel('Nombres').fill('Lucía');
    await page.getByLabel('Apellidos').fill('Andrade Mora');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[autocomplete="new-password"]').fill(firstPassword);
    await page.getByLabel('Teléfono celular').fill('+593 99 123 4567');
    await page.getByLabel('Día', { exact: true }).selectOption('29');
    await page.getByLabel('Mes', { exact: true }).selectOption({ label: 'Febrero' });
    await page.getByLabel('Año', { exact: true }).selectOption('1996');
    // 29 February exists in 1996; the day survives the year
    expect(await page.getByLabel('Día', { exact: true }).inputValue()).toBe('29');
    // the terms modal shows legal document 1 and its button ticks the box
    await page.getByRole('button', { name: 'términos y condiciones' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Estos términos y condiciones regulan/).waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).isChecked()).toBe(
      true,
    );
    // the widget started solving when the form took focus; wait for it
    await page.getByText('Verificado').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // Registering logs the new student in (the captcha was solved once) and goes on where they
    // were going: the cart, holding the course chosen before, seen from its top.
    await page.waitForURL(`${journey.baseUrl}/v2/cart`);
    await page.getByText('¡Usuario registrado correctamente!').waitFor();
    await page.getByRole('list', { name: 'Cursos en su carrito' }).getByRole('link', { name: ECG }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('isLogIn'))).toBe('true');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('offlineCart') ?? '[]'))).toEqual([]);
    const welcome = (await mailsTo(email)).find((m) => m.subject === 'Bienvenido a Campus Salud');
    expect(welcome?.text).toContain('Hola Lucía:');

    // ── My courses: none yet ──
    await page.getByRole('link', { name: 'Mis cursos' }).first().click();
    await page.waitForURL(`${journey.baseUrl}/v2/home`);
    await page.getByText('Aún no está inscrito en ningún curso.').waitFor();

    // ── Edit the profile ──
    await page.getByRole('link', { name: 'Configuración' }).click();
    await page.getByRole('heading', { name: 'Datos personales' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    // the register form's phone was stored as E.164
    expect(await page.getByLabel('Celular').inputValue()).toBe('+593991234567');
    await page.getByLabel('Nombres').fill('Lucía Fernanda');
    await page.getByLabel('Documento de identidad').fill('1712345678');
    await page.getByLabel('Teléfono', { exact: true }).fill('022345678');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('¡Datos actualizados con éxito!').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Datos personales' }).waitFor();
    expect(await page.getByLabel('Nombres').inputValue()).toBe('Lucía Fernanda');
    expect(await page.getByLabel('Documento de identidad').inputValue()).toBe('1712345678');

    // ── Log out: the token is revoked on the server ──
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(`${journey.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const revoked = await fetch(`${journey.baseUrl}/api/v2/userId`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(401);

    // ── Reset the password through the e-mail ──
    await page.goto('/auth/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('¡Email enviado!').waitFor();
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await mailsTo(email)).find(
          (m) => m.subject === 'Restablezca su contraseña de Campus Salud',
        );
        link = mail?.text.match(/http\S+\/reset-password\/\S+/)?.[0];
        return link;
      })
      .toBeDefined();
    expect(link!.startsWith(`${journey.baseUrl}/reset-password/`)).toBe(true);
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Nueva contraseña' }).waitFor();
    const shownEmail = page.getByLabel('Email');
    expect(await shownEmail.inputValue()).toBe(email);
    expect(await shownEmail.getAttribute('readonly')).not.toBeNull();
    await page.locator('input[autocomplete="new-password"]').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL(`${journey.baseUrl}/auth/login`);
    await page.getByText('Su contraseña fue actualizada. Ya puede iniciar sesión.').waitFor();

    // ── The old password no longer works; the new one does ──
    await page.locator('input[autocomplete="current-password"]').fill(firstPassword);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('¡Usuario o contraseña incorrectos!').waitFor();
    await login(page, email, newPassword);
  });

  it('refuses a used reset link and an unknown e-mail with the spec messages', async () => {
    const page = await journey.page({ expectedHttpErrors: [403, 422] });
    await page.goto('/auth/reset-password');
    await page.getByLabel('Email').fill('nadie.registrado@ejemplo.com');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('¡Email no registrado!').waitFor();

    // a real link, used once to set a new password…
    const email = `usado.${Date.now()}@ejemplo.com`;
    await registerByApi(email, 'Primera-Clave-2026');
    await page.goto('/auth/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('¡Email enviado!').waitFor();
    const link = await resetLinkFor(email);
    await page.goto(link);
    await page.locator('input[autocomplete="new-password"]').fill('Segunda-Clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL(`${journey.baseUrl}/auth/login`);

    // …then followed again from the same e-mail: refused, and the password stays the one set
    await page.goto(link);
    await page.locator('input[autocomplete="new-password"]').fill('Tercera-Clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('El enlace no es válido o ha expirado. Solicite uno nuevo.').waitFor();
    expect(await apiLoginStatus(email, 'Tercera-Clave-2026')).toBe(401);
    expect(await apiLoginStatus(email, 'Segunda-Clave-2026')).toBe(200);
  });

  it('shows the login failure message and stores nothing (spec §4, §8)', async () => {
    const page = await journey.page({ expectedHttpErrors: [401] });
    await page.goto('/login');
    await page.waitForURL(`${journey.baseUrl}/auth/login`);
    await page.getByLabel('Email').fill('estudiante@campussalud.local');
    await page.locator('input[autocomplete="current-password"]').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('¡Usuario o contraseña incorrectos!').waitFor();
    expect(page.url()).toBe(`${journey.baseUrl}/auth/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('the login form shows while the account rules (zod, phone metadata) are still on their way, which then refuse a wrong e-mail in Spanish', async () => {
    // The login page is drawn in the browser (not server-rendered): what it shows, its code drew.
    const html = await (await fetch(`${journey.baseUrl}/auth/login`)).text();
    expect(html).not.toContain('Ingresar');
    const page = await journey.page();
    const rules = await delayFormRules(page);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(rules.sent).toBe(false);

    await page.getByLabel('Email').fill('no-es-un-correo');
    await page.locator('input[autocomplete="current-password"]').fill('cualquier-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('El campo email debe tener una estructura de correo válida').waitFor();
    expect(rules.sent).toBe(true);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('the register form fetches its rules once on screen and answers an empty send with the spec messages', async () => {
    const page = await journey.page();
    const rulesArrive = page.waitForRequest((req) => ZOD_CHUNK.test(req.url()));
    await page.goto('/auth/register');
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await rulesArrive;
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Términos y condiciones es requerido').waitFor();
    await page.getByText('Seleccione día, mes y año de nacimiento').waitFor();
    expect(await page.getByLabel('Nombres').getAttribute('aria-invalid')).toBe('true');
  });

  it('the settings page draws its forms before their rules arrive, then answers with the Spanish messages', async () => {
    const page = await journey.page();
    await loginAsDemoStudent(page);
    const rules = await delayFormRules(page);
    await page.goto('/v2/settings');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).waitFor();
    expect(rules.sent).toBe(false);

    // A mismatch is answered in the browser: the password does not change.
    await page.getByLabel('Contraseña actual').fill(DEMO_STUDENT.password);
    await page.getByLabel(/^Nueva contraseña/).fill('Nueva-Clave-2026');
    await page.getByLabel('Repita la nueva contraseña').fill('Otra-Clave-2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Las contraseñas deben coincidir').waitFor();
    expect(rules.sent).toBe(true);
    expect(await page.getByLabel('Repita la nueva contraseña').getAttribute('aria-invalid')).toBe('true');
  });

  it('the course detail asks an anonymous visitor to log in through the login modal, then shows my courses', async () => {
    const page = await journey.page();
    await page.goto('/category/gratuitos?category=free');
    await page
      .getByRole('link', { name: /^Ver información de/ })
      .first()
      .click();
    await page.waitForURL(/\/detail\//);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inicie sesión para continuar' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: '¿Olvidó su contraseña?' }).getAttribute('href')).toBe(
      '/auth/reset-password',
    );
    expect(await dialog.getByRole('link', { name: 'Regístrese' }).getAttribute('href')).toBe(
      '/auth/register',
    );
    await dialog.getByLabel('Email').fill('estudiante@campussalud.local');
    await dialog.locator('input[autocomplete="current-password"]').fill('Demo-Salud-2026');
    await dialog.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${journey.baseUrl}/v2/home`);
    // Spec §4: the offline cart is uploaded after login; a free course enrols at once
    await page.getByText('Agregando cursos al carrito…').waitFor();
    await page
      .getByText(
        /^(¡Listo! Ya está inscrito en este curso gratuito\.|Ya se encuentra registrado en este curso\.)$/,
      )
      .first()
      .waitFor();
  });
});
