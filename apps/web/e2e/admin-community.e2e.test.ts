// Operator course questions and mentoring, in Chromium against the production build and
// demo seed: the operator answers, as the course's specialist, a question the demo student asked,
// and the student reads the answer in the course player; the operator creates a mentoring session
// and the student sees it on the course's mentoring page. Every row made here is deleted after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsOperator, OPERATOR } from './admin-login.ts';
import { startBrowser } from './browser.ts';
import { DEMO_STUDENT, loginAsDemoStudent } from './student-login.ts';

const journey = startBrowser();
const TELEMEDICINE = 'Curso de Telemedicina';
const run = Date.now().toString(36);

let operatorToken = '';
let studentToken = '';
let studentId = 0;
let courseId = 0;
const cleanup: Array<() => Promise<unknown>> = [];

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${journey.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return (await res.json()) as T;
}

beforeAll(async () => {
  const html = await (await fetch(`${journey.baseUrl}/`)).text();
  const secret = /name="oauth-client-secret" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const client = await api<{ access_token: string }>('POST', '/oauth/token', '', {
    grant_type: 'client_credentials',
    client_id: 1,
    client_secret: secret,
  });
  const student = await api<{ access_token: string; user: { id: number } }>(
    'POST',
    '/api/v1/login',
    client.access_token,
    DEMO_STUDENT,
  );
  studentToken = student.access_token;
  studentId = student.user.id;
  operatorToken = (
    await api<{ access_token: string }>('POST', '/api/admin/login', client.access_token, OPERATOR)
  ).access_token;
  const mine = await api<{ data: Array<{ id: number; name?: string; courses?: { name: string } }> }>(
    'GET',
    '/api/v2/userCoursesFilter?paginate=50&page=1&proyect=4',
    studentToken,
  );
  const found = mine.data.find((c) => (c.name ?? c.courses?.name) === TELEMEDICINE);
  if (!found) throw new Error(`the demo student does not own «${TELEMEDICINE}»`);
  courseId = found.id;
});
afterAll(async () => {
  for (const undo of cleanup.splice(0).reverse()) await undo();
});

describe('operator course questions and mentoring', () => {
  it('the operator answers a student’s question as the specialist; the student reads it in the player', async () => {
    const text = `¿Puedo atender por videollamada sin consentimiento escrito? (${run})`;
    const asked = await api<{ data: { id: number } }>(
      'POST',
      '/api/v1/students/questions/newQuestion',
      studentToken,
      {
        user_id: studentId,
        mounted_course_id: courseId,
        question: text,
      },
    );
    const questionId = asked.data.id;
    cleanup.push(() => api('DELETE', `/api/admin/questions/${questionId}`, operatorToken));
    const specialist = (
      await api<{ specialist_name: string | null }>(
        'GET',
        `/api/admin/questions/${questionId}`,
        operatorToken,
      )
    ).specialist_name;
    expect(specialist).toBeTruthy();

    const admin = await journey.page({ width: 1280, height: 900 });
    await loginAsOperator(admin);
    await admin.getByRole('link', { name: 'Preguntas' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Preguntas de los cursos' }).waitFor();
    await admin.getByLabel('Estado').selectOption('unanswered');
    await admin.getByLabel('Buscar en la pregunta, el nombre o el correo').fill(run);
    const row = admin.getByRole('row').filter({ hasText: text });
    await row.getByText('Sin responder').waitFor();
    await row.getByRole('link', { name: /^Abrir la pregunta de/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Pregunta' }).waitFor();
    await admin.getByText(`Se muestra como ${specialist}`).waitFor();
    const answer = `Necesita el consentimiento informado registrado en la historia clínica (${run}).`;
    await admin.getByRole('textbox', { name: 'Respuesta' }).fill(answer);
    await admin.getByRole('button', { name: 'Publicar la respuesta' }).click();
    await admin.getByText(/Respuesta publicada como el especialista del curso/).waitFor();
    await admin.getByRole('button', { name: 'Guardar la corrección' }).waitFor();

    const page = await journey.page();
    await loginAsDemoStudent(page);
    // The player (a course's first available resource) holds the questions panel.
    const modules = await api<{
      data: Array<{ lessons: Array<{ available: boolean; resources: Array<{ id: number }> }> }>;
    }>('GET', `/api/v1/getModulesCourses/${courseId}`, studentToken);
    const lesson = modules.data.flatMap((m) => m.lessons).find((l) => l.available && l.resources.length > 0);
    await page.goto(`/v2/courses/${courseId}/${lesson!.resources[0]!.id}`);
    const questions = page.getByRole('region', { name: /^Preguntas y respuestas/ });
    const item = questions.getByRole('article').filter({ hasText: text });
    await item.getByText(answer).waitFor();
    await item.getByText(specialist!).waitFor();
  });

  it('the operator creates a mentoring session; the student sees it on the course’s mentoring page', async () => {
    const title = `Sesión de prueba e2e ${run}`;
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const admin = await journey.page({ width: 1280, height: 900 });
    await loginAsOperator(admin);
    await admin.getByRole('link', { name: 'Mentorías' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Mentorías' }).waitFor();
    await admin.getByRole('link', { name: `Ver las sesiones de ${TELEMEDICINE}` }).click();
    await admin.getByRole('heading', { level: 1, name: `Sesiones: ${TELEMEDICINE}` }).waitFor();

    // The empty form is refused by the API's schema, in Spanish, before anything is sent.
    await admin.getByRole('button', { name: 'Crear la sesión' }).click();
    await admin.getByText('El campo fecha es requerido (AAAA-MM-DD)').waitFor();

    await admin.getByLabel('Título (opcional)').fill(title);
    await admin.getByLabel(/^Fecha/).fill(day);
    await admin.getByLabel(/^Hora \(24 h\)/).fill('10:30');
    await admin.getByLabel('Zona horaria de la fecha y hora').selectOption('America/Guayaquil');
    // 10:30 in Ecuador (UTC−5) is 15:30 UTC.
    await admin.getByText(`Se guarda como ${day} 15:30 (UTC).`).waitFor();
    await admin.getByLabel(/^Duración/).fill('60');
    await admin.getByLabel(/^Cupos/).fill('5');
    await admin.getByLabel('Enlace de la sala (opcional)').fill('https://meet.jit.si/campus-salud-e2e');
    await admin.getByRole('button', { name: 'Crear la sesión' }).click();
    await admin.getByText('Mentoría creada.').waitFor();
    await admin.getByRole('row').filter({ hasText: title }).getByText('0 / 5').waitFor();

    const slots = await api<{ data: Array<{ id: number; title: string; starts_at: string }> }>(
      'GET',
      `/api/admin/mentoring/courses/${courseId}/slots?per_page=100`,
      operatorToken,
    );
    const created = slots.data.find((s) => s.title === title)!;
    cleanup.push(() => api('DELETE', `/api/admin/mentoring/slots/${created.id}`, operatorToken));
    expect(created.starts_at).toBe(`${day}T15:30:00.000Z`);

    const page = await journey.page();
    await loginAsDemoStudent(page);
    await page.goto(`/v2/mentories/${courseId}`);
    await page.getByRole('heading', { level: 1, name: `Mentorías: ${TELEMEDICINE}` }).waitFor();
    await page.getByLabel('Ver los horarios en la zona horaria de').selectOption('America/Guayaquil');
    const session = page.getByRole('article').filter({ hasText: title });
    await session.getByText('10:30 – 11:30').waitFor();
    await session.getByText('5 de 5 cupos libres').waitFor();
  });
});
