import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { SectionBoundary } from '../../components/section-boundary.tsx';
import { MentoringLink } from '../../features/mentoring/components/mentoring-link.tsx';
import type { CourseNotesProps } from '../../features/notes/components/course-notes.tsx';
import PlayerPage from '../../features/player/pages/player-page.tsx';
import { useLessonPanelsData } from './use-lesson-panels-data.ts';

// The panels below the lesson (forms, zod schemas, a dialog: most of this page's code) are asked for
// once the lesson is on screen (React.lazy, rendered by the player's AfterPaint), not beside the
// course request: they were ~15 scripts downloaded and evaluated before the lesson could paint, on a
// phone's CPU and connections; now the lesson paints first and they arrive below it. Not static
// imports either: those held the page's own code, and so the lesson, until every panel had arrived.
const CourseQuestions = lazy(() =>
  import('../../features/questions/components/course-questions.tsx').then((m) => ({
    default: m.CourseQuestions,
  })),
);
const CourseNotes = lazy(() =>
  import('../../features/notes/components/course-notes.tsx').then((m) => ({ default: m.CourseNotes })),
);
const CertificatePanel = lazy(() =>
  import('../../features/certificates/components/certificate-panel.tsx').then((m) => ({
    default: m.CertificatePanel,
  })),
);

/**
 * `/v2/courses/:id/:resource?`: the course overview and player, composed with the panels other
 * features own (features do not import each other, so the app route wires them):
 * - `questions`: `<CourseQuestions courseId={…} />` (features/questions)
 * - `notes`: `(ctx) => <CourseNotes {...ctx} />` (features/notes; ctx = courseId, resourceId,
 *   currentTime, seek)
 * - `certificate`: `<CertificatePanel courseId={…} />` (features/certificates)
 * - `mentoring`: a link to the course's mentoring (`studentMentoriesUrl`), for an enrolled student
 * A slot left out renders nothing. The lazy panels sit below the lesson, each in its own Suspense:
 * the lesson paints without them, and one still loading does not hide the others.
 */
export default function CoursePlayerRoute() {
  const { id, resource } = useParams();
  const courseId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const enrolledLesson = useLessonPanelsData(courseId, resource !== undefined);
  return (
    <PlayerPage
      questions={
        courseId > 0 ? (
          <SectionBoundary name="player.questions">
            <Suspense fallback={null}>
              <CourseQuestions key={courseId} courseId={courseId} />
            </Suspense>
          </SectionBoundary>
        ) : undefined
      }
      notes={(ctx: CourseNotesProps) => (
        <SectionBoundary name="player.notes">
          <Suspense fallback={null}>
            <CourseNotes {...ctx} />
          </Suspense>
        </SectionBoundary>
      )}
      certificate={
        courseId > 0 ? (
          <SectionBoundary name="player.certificate">
            <Suspense fallback={null}>
              <CertificatePanel key={courseId} courseId={courseId} />
            </Suspense>
          </SectionBoundary>
        ) : undefined
      }
      mentoring={
        enrolledLesson ? (
          <SectionBoundary name="player.mentoring">
            <MentoringLink key={courseId} courseId={courseId} />
          </SectionBoundary>
        ) : undefined
      }
    />
  );
}
