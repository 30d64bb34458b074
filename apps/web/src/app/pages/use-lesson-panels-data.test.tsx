import type { MountedCourse } from '@campus/contract/learning';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, testQueryClient } from '../../../test/support/render.tsx';
import { courseDetailKey } from '../../features/player/api/get-course-detail.ts';
import { useLessonPanelsData } from './use-lesson-panels-data.ts';

const COURSE = 3;
const PANEL_REQUESTS = [
  `/api/v2/certificates/${COURSE}`,
  `/api/v2/notes/${COURSE}`,
  '/api/v1/students/questions/getQuestions',
];
let requested: string[] = [];
let renders = 0;
let asked: boolean | undefined;

function Probe({ courseId, onLesson }: { courseId: number; onLesson: boolean }) {
  renders++;
  asked = useLessonPanelsData(courseId, onLesson);
  return null;
}

/** Renders the hook with the course's answer already in the cache, as the player has it. */
async function show(course: Partial<MountedCourse> | null, onLesson: boolean) {
  const client = testQueryClient();
  if (course) client.setQueryData(courseDetailKey(COURSE), { id: COURSE, ...course } as MountedCourse);
  const view = await renderWithQueries(<Probe courseId={COURSE} onLesson={onLesson} />, { client });
  await new Promise((r) => setTimeout(r, 20));
  await view.unmount();
  return client;
}

const answers: Record<string, unknown> = {
  [PANEL_REQUESTS[0]!]: { offered: false },
  [PANEL_REQUESTS[1]!]: { data: [{ id: 1 }] },
  [PANEL_REQUESTS[2]!]: { data: [{ id: 2 }] },
};

beforeEach(() => {
  requested = [];
  renders = 0;
  asked = undefined;
  localStorage.setItem('token', 'user-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      requested.push(path);
      return new Response(JSON.stringify(answers[path] ?? {}), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the panels’ answers asked for with the lesson', () => {
  it('are asked for on a lesson of a course the student is enrolled in, and kept for the panels', async () => {
    const client = await show({ enrolled: true }, true);
    expect([...requested].sort()).toEqual([...PANEL_REQUESTS].sort());
    expect(asked).toBe(true);
    expect(client.getQueryData(['certificate', COURSE])).toEqual({ offered: false });
    expect(client.getQueryData(['notes', COURSE])).toEqual([{ id: 1 }]);
    expect(client.getQueryData(['questions', COURSE])).toEqual([{ id: 2 }]);
  });

  it('do not re-render the route when they arrive', async () => {
    await show({ enrolled: true }, true);
    expect(requested).toHaveLength(3);
    // StrictMode renders twice; the three answers add no render.
    expect(renders).toBeLessThanOrEqual(2);
  });

  it('are not asked for again from the route: only the panels look again, every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const client = testQueryClient();
      client.setQueryData(courseDetailKey(COURSE), { id: COURSE, enrolled: true } as MountedCourse);
      const view = await renderWithQueries(<Probe courseId={COURSE} onLesson />, { client });
      await vi.advanceTimersByTimeAsync(50);
      expect(requested).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(61_000);
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(50);
      expect(requested).toHaveLength(3);
      await view.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('are not asked for when the student is not enrolled: the API would refuse them', async () => {
    await show({ enrolled: false }, true);
    expect(requested).toEqual([]);
    expect(asked).toBe(false);
  });

  it('are not asked for on the course overview, which shows no panel', async () => {
    await show({ enrolled: true }, false);
    expect(requested).toEqual([]);
  });

  it('wait for the course: nothing is asked for before its answer', async () => {
    await show(null, true);
    expect(requested).toEqual([]);
  });
});
