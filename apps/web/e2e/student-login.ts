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

/** The course detail as the API gives it to the logged-in student. */
export async function courseDetail(page: Page, courseId: number) {
  return page.evaluate(async (id) => {
    const token = localStorage.getItem('token') ?? '';
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number };
    const res = await fetch('/api/v1/getUserCourseDetail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_id: user.id, mounted_course_id: id }),
    });
    return (await res.json()).mounted_curses as {
      modules: Array<{
        lessons: Array<{
          available: boolean;
          resources: Array<{ id: number; type: number; progress: { completed: boolean; position: number } }>;
        }>;
      }>;
    };
  }, courseId);
}
