// Questions, answers and notes in the course player, as the demo student (spec §2 course player,
// §4 question deletion, §6 trash icon for the owner, §7 questions/answers/notes, §8 message).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBrowser, ZOD_CHUNK } from './browser.ts';
import { loginAsDemoStudent } from './student-login.ts';

const journey = startBrowser();
const HAS_ANSWERS = 'Acción fallida… La pregunta posee respuestas asociadas';
const SEEDED_QUESTION = /¿Las clases en video quedan disponibles después de terminar el curso\?/;

/** The course and local video where the demo seed left the student's pinned note (via the API). */
async function seededLesson(page: Page): Promise<{ courseId: number; resourceId: number }> {
  const found = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}` };
    const mine = await (
      await fetch('/api/v2/userCoursesFilter?paginate=50&page=1&proyect=4', { headers })
    ).json();
    for (const course of mine.data as Array<{ id: number }>) {
      const notes = await (await fetch(`/api/v2/notes/${course.id}`, { headers })).json();
      const pinned = (
        notes.data as Array<{ resource_id: number | null; position_seconds: number | null }>
      ).find((n) => n.position_seconds !== null && n.resource_id !== null);
      if (pinned) return { courseId: course.id, resourceId: pinned.resource_id! };
    }
    return null;
  });
  if (!found) throw new Error('the demo seed left no pinned note for the demo student');
  return found;
}

const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

describe('questions, answers and notes in the course player', () => {
  it('the student sees a classmate’s answer, asks, cannot delete an answered question, and a note jumps the video', async () => {
    const page = await journey.page({ expectedHttpErrors: [409] });
    await loginAsDemoStudent(page);
    const { courseId, resourceId } = await seededLesson(page);
    await page.goto(`/v2/courses/${courseId}/${resourceId}`);

    // The seeded question with the classmate's answer, names only.
    const questions = page.getByRole('region', { name: /^Preguntas y respuestas/ });
    const seeded = questions.getByRole('article').filter({ hasText: SEEDED_QUESTION });
    await seeded.waitFor();
    await seeded.getByText('Carlos Vega Ruiz').waitFor();
    await seeded.getByText(/siguen en «Mis cursos»/).waitFor();
    expect(await seeded.textContent()).toContain('María José Andrade Cevallos (usted)');

    // Ask a question: it appears first, with the owner's trash icon.
    await questions
      .getByRole('textbox', { name: 'Su pregunta', exact: true })
      .fill('¿Hay una guía de dosis para imprimir?');
    await questions.getByRole('button', { name: 'Publicar pregunta' }).click();
    const asked = questions.getByRole('article').filter({ hasText: '¿Hay una guía de dosis para imprimir?' });
    await asked.waitFor();
    await asked.getByRole('button', { name: 'Eliminar su pregunta' }).waitFor();
    await page.getByText('Pregunta publicada.').first().waitFor();

    // Deleting the answered question: refused with the spec's message, and it stays.
    await seeded.getByRole('button', { name: 'Eliminar su pregunta' }).click();
    await seeded.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText(HAS_ANSWERS).waitFor();
    await seeded.getByRole('button', { name: 'Eliminar su pregunta' }).waitFor();
    expect(await seeded.count()).toBe(1);

    // The unanswered one can be deleted.
    await asked.getByRole('button', { name: 'Eliminar su pregunta' }).click();
    await asked.getByRole('button', { name: 'Sí, eliminar' }).click();
    await asked.waitFor({ state: 'detached' });

    // A note pinned to the video's current second; clicking it jumps the video back there.
    const notes = page.getByRole('region', { name: 'Mis notas' });
    await notes.getByRole('button', { name: /^Ir al video en el minuto 0, segundo 4$/ }).waitFor(); // seeded
    await page.locator('video').evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = 3;
    });
    await notes.getByText('Fijar en el video en 0:03').waitFor();
    await notes
      .getByRole('textbox', { name: 'Nueva nota', exact: true })
      .fill('Revisar la dosis de este minuto');
    expect(await notes.getByRole('checkbox').isChecked()).toBe(true);
    await notes.getByRole('button', { name: 'Guardar nota' }).click();
    const note = notes.getByRole('listitem').filter({ hasText: 'Revisar la dosis de este minuto' });
    const jump = note.getByRole('button', { name: 'Ir al video en el minuto 0, segundo 3' });
    await jump.waitFor();
    expect((await jump.textContent())?.trim()).toBe('0:03');

    await page.locator('video').evaluate((v: HTMLVideoElement) => {
      v.currentTime = 0;
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? -1) < 1);
    await jump.click();
    await page.waitForFunction(() => Math.abs((document.querySelector('video')?.currentTime ?? 0) - 3) < 0.5);
    expect(Math.round(await videoTime(page))).toBe(3);

    // After a reload the note is still there (stored on the server).
    await page.reload();
    await page
      .getByRole('region', { name: 'Mis notas' })
      .getByRole('listitem')
      .filter({ hasText: 'Revisar la dosis de este minuto' })
      .waitFor();
  });
  it('the panels load without zod; its rules arrive when the student starts writing and refuse an empty question in Spanish', async () => {
    const page = await journey.page();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await loginAsDemoStudent(page);
    const { courseId, resourceId } = await seededLesson(page);
    scripts.length = 0; // the login form has its rules: count the player's own loads only
    await page.goto(`/v2/courses/${courseId}/${resourceId}`);
    const questions = page.getByRole('region', { name: /^Preguntas y respuestas/ });
    await questions.getByRole('article').filter({ hasText: SEEDED_QUESTION }).waitFor();
    await page
      .getByRole('region', { name: /^Mis notas/ })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(scripts.filter((url) => ZOD_CHUNK.test(url))).toEqual([]);

    const box = questions.getByRole('textbox', { name: 'Su pregunta', exact: true });
    const rulesArrive = page.waitForRequest((req) => ZOD_CHUNK.test(req.url()));
    await box.focus();
    await rulesArrive;
    await questions.getByRole('button', { name: 'Publicar pregunta' }).click();
    await questions.getByText('El campo pregunta es requerido').waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
  });
});
