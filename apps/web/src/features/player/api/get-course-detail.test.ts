// The player asks for its course while the rest of its code loads: one request, taken
// once by the first query for that course and user, and only for the player's own URL.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER } from '../../../../test/support/session.ts';
import { storeSession } from '../../../lib/storage.ts';
import { courseDetailQueryOptions, startCourseDetail } from './get-course-detail.ts';

const user = STORED_USER;
const course = (id: number) => ({ mounted_curses: { id, name: `Curso ${id}`, modules: [] } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  storeSession('token-de-usuario', user);
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const { mounted_course_id } = JSON.parse(String(init.body)) as { mounted_course_id: number };
    return new Response(JSON.stringify(course(mounted_course_id)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const query = (client: QueryClient, userId: number, courseId: number) =>
  client.fetchQuery(courseDetailQueryOptions(userId, courseId));

describe('startCourseDetail', () => {
  it('asks once: the first query for that course uses its answer, the next one asks again', async () => {
    startCourseDetail('/v2/courses/12/40');
    expect(fetchMock).toHaveBeenCalledOnce();
    const first = await query(new QueryClient(), user.id, 12);
    expect(first).toMatchObject({ id: 12 });
    expect(fetchMock).toHaveBeenCalledOnce();
    await query(new QueryClient(), user.id, 12);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for another course or another user', async () => {
    startCourseDetail('/v2/courses/12');
    expect(await query(new QueryClient(), user.id, 13)).toMatchObject({ id: 13 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await query(new QueryClient(), 99, 12);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks nothing outside the player or without a stored user', () => {
    startCourseDetail('/v2/cart');
    startCourseDetail('/v2/courses/abc');
    localStorage.clear();
    startCourseDetail('/v2/courses/12');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
