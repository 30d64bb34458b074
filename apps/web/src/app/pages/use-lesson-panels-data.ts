import { useQuery } from '@tanstack/react-query';
import { certificateStatusQueryOptions } from '../../features/certificates/api/get-certificate-status.ts';
import { notesQueryOptions } from '../../features/notes/api/get-notes.ts';
import { useCourseDetail } from '../../features/player/api/get-course-detail.ts';
import { questionsQueryOptions } from '../../features/questions/api/get-questions.ts';

/**
 * No field of the result re-renders the route when it changes (an unread result otherwise does),
 * and only the panels' own subscriptions look again (every minute, on return to the tab): from here
 * too, each would be asked for twice as often.
 */
const QUIET = {
  notifyOnChangeProps: [] as [],
  refetchInterval: false as const,
  refetchOnWindowFocus: false,
};

/**
 * On a lesson of an enrolled course, asks for what the panels below the lesson show (the
 * certificate's status, the student's notes, the course's questions) with the lesson, not when the
 * panels' code arrives. The server rendering the lesson for the session answers them in the same
 * render (entry-server.tsx), so the panels draw from the cache at once: no request, and no second
 * render when it answers, in the task that mounts them after the lesson has painted (together a
 * long task on a phone); nor does a panel drawn late push the next one down (a layout
 * shift on a phone, where the panels are in view below a locked lesson). Not for a visitor who is
 * not enrolled: these answers are the student's, and would be refused. Returns whether they are
 * asked for (the mentoring link below the lesson asks for its own answer on the same condition).
 *
 * Their results are not read here, and their changes never re-render this route.
 */
export function useLessonPanelsData(courseId: number, onLesson: boolean): boolean {
  const { data: course } = useCourseDetail(courseId);
  const enabled = onLesson && course?.enrolled === true;
  useQuery({ ...certificateStatusQueryOptions(courseId), enabled, ...QUIET });
  useQuery({ ...notesQueryOptions(courseId), enabled, ...QUIET });
  useQuery({ ...questionsQueryOptions(courseId), enabled, ...QUIET });
  return enabled;
}
