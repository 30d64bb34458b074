// Learning journey: My courses → the course → the offline demo video played through
// 90 % at 2× moves the progress circle; seeking to the end completes nothing; a reload resumes
// where the student left off. Real playing in Chromium, real heartbeats, the server decides.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBrowser } from './browser.ts';
import { courseDetail, loginAsDemoStudent } from './student-login.ts';

const journey = startBrowser();
const COURSE = 'Curso de Telemedicina';

/** The percent the course's mini circle shows in My courses. */
async function circlePercent(page: Page): Promise<number> {
  const card = page.getByRole('link', { name: new RegExp(COURSE) });
  const label = await card.getByRole('img').getAttribute('aria-label');
  return Number(/(\d+)/.exec(label ?? '')?.[1] ?? Number.NaN);
}

/** Plays the page's video muted (no user gesture needed) at `rate`. */
async function play(page: Page, rate: number) {
  await page.locator('video').evaluate(async (v: HTMLVideoElement, r: number) => {
    v.muted = true;
    v.playbackRate = r;
    await v.play();
  }, rate);
}

const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

describe('learning: honest progress in the course player', () => {
  it('plays the local video through 90 % and the circle moves; seeking to the end does not complete; reload resumes', async () => {
    const page = await journey.page();
    await loginAsDemoStudent(page);
    await page.getByRole('link', { name: new RegExp(COURSE) }).waitFor();
    const before = await circlePercent(page);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(100);

    // The course page, then "Continuar el curso" opens the first class not completed: the local video.
    await page.getByRole('link', { name: new RegExp(COURSE) }).click();
    await page.waitForURL(/\/v2\/courses\/\d+$/);
    const courseId = Number(/\/v2\/courses\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await page.getByRole('link', { name: 'Continuar el curso' }).click();
    await page.waitForURL(/\/v2\/courses\/\d+\/\d+$/);
    const firstVideo = Number(/\/v2\/courses\/\d+\/(\d+)/.exec(page.url())![1]);
    await page.getByText('Aún no ha visto esta clase').waitFor();

    // The speed selector offers 0.75–2×; real playing at 2× (the server's cap allows it).
    expect(await page.getByLabel('Velocidad').locator('option').allTextContents()).toEqual([
      '0,75×',
      '1×',
      '1,25×',
      '1,5×',
      '1,75×',
      '2×',
    ]);
    await page.getByLabel('Velocidad').selectOption('2');
    await play(page, 2);
    // A demo class lasts one to two minutes: 90 % of it at 2× takes about half a minute.
    await page.getByText('Completado', { exact: true }).first().waitFor({ timeout: 60_000 });
    expect(
      (await courseDetail(page, courseId)).modules[0]!.lessons[0]!.resources.find((r) => r.id === firstVideo)
        ?.progress.completed,
    ).toBe(true);

    // My courses: the circle moved.
    await page.goto('/v2/home');
    await page.getByRole('link', { name: new RegExp(COURSE) }).waitFor();
    await expect.poll(() => circlePercent(page)).toBeGreaterThan(before);

    // Another local video of the course: watch 2 s, pause; a reload resumes there.
    const detail = await courseDetail(page, courseId);
    const other = detail.modules
      .flatMap((m) => m.lessons.filter((l) => l.available).flatMap((l) => l.resources))
      .find((r) => r.type === 2 && r.id !== firstVideo && !r.progress.completed);
    expect(other).toBeDefined();
    await page.goto(`/v2/courses/${courseId}/${other!.id}`);
    await page.locator('video').waitFor();
    await play(page, 1);
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(2.2);
    await page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
    await expect
      .poll(
        async () =>
          (await courseDetail(page, courseId)).modules
            .flatMap((m) => m.lessons.flatMap((l) => l.resources))
            .find((r) => r.id === other!.id)?.progress.position,
      )
      .toBeGreaterThanOrEqual(2);
    await page.reload();
    await page.locator('video').waitFor();
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    // Until it plays, one large button stands for the browser's controls and says where it resumes;
    // a tap on it plays, brings the controls and leaves the keyboard's focus on the video.
    const video = page.locator('video');
    const start = page.getByRole('button', { name: /^Reproducir la clase\s*Continúe en 0:0[2-9]$/ });
    await start.waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
    });
    await start.click();
    await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return v !== null && !v.paused && v.controls && document.activeElement === v;
    });
    expect(await start.count()).toBe(0);
    await video.evaluate((v: HTMLVideoElement) => v.pause());

    // Seeking to the end and letting it finish completes nothing.
    await page.locator('video').evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.4);
    });
    await play(page, 1);
    await page
      .locator('video')
      .evaluate(
        (v: HTMLVideoElement) =>
          new Promise<void>((resolve) =>
            v.ended ? resolve() : v.addEventListener('ended', () => resolve(), { once: true }),
          ),
      );
    await page.getByText(/\d+ % visto, 90 % necesario/).waitFor();
    const after = (await courseDetail(page, courseId)).modules
      .flatMap((m) => m.lessons.flatMap((l) => l.resources))
      .find((r) => r.id === other!.id);
    expect(after?.progress.completed).toBe(false);
  }, 120_000);
});
