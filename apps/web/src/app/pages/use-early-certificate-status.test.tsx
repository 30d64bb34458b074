import type { MountedCourse } from '@campus/contract/learning';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courseDetailKey } from '../../features/player/api/get-course-detail.ts';
import { renderWithQueries, testQueryClient } from '../../test/render.tsx';
import { useEarlyCertificateStatus } from './use-early-certificate-status.ts';

const COURSE = 3;
let requested: string[] = [];

function Probe({ courseId, onLesson }: { courseId: number; onLesson: boolean }) {
  useEarlyCertificateStatus(courseId, onLesson);
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

beforeEach(() => {
  requested = [];
  localStorage.setItem('token', 'user-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requested.push(new URL(String(input), 'http://localhost').pathname);
      return new Response(JSON.stringify({ offered: false }), {
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

describe('the certificate status asked for with the lesson', () => {
  it('is asked for on a lesson of a course the student is enrolled in, and kept for the panel', async () => {
    const client = await show({ enrolled: true }, true);
    expect(requested).toEqual([`/api/v2/certificates/${COURSE}`]);
    expect(client.getQueryData(['certificate', COURSE])).toEqual({ offered: false });
  });

  it('is not asked for when the student is not enrolled: the API would refuse it', async () => {
    await show({ enrolled: false }, true);
    expect(requested).toEqual([]);
  });

  it('is not asked for on the course overview, which shows no certificate panel', async () => {
    await show({ enrolled: true }, false);
    expect(requested).toEqual([]);
  });

  it('waits for the course: nothing is asked for before its answer', async () => {
    await show(null, true);
    expect(requested).toEqual([]);
  });
});
