import { useParams } from 'react-router';
import { CertificatePanel } from '../../features/certificates/components/certificate-panel.tsx';
import { MentoringLink } from '../../features/mentoring/components/mentoring-link.tsx';
import { CourseNotes } from '../../features/notes/components/course-notes.tsx';
import PlayerPage from '../../features/player/pages/player-page.tsx';
import { CourseQuestions } from '../../features/questions/components/course-questions.tsx';

/**
 * `/v2/courses/:id/:resource?`: the course overview and player, composed with the panels other
 * features own (features do not import each other, so the app route wires them):
 * - `questions`: `<CourseQuestions courseId={…} />` (features/questions)
 * - `notes`: `(ctx) => <CourseNotes {...ctx} />` (features/notes; ctx = courseId, resourceId,
 *   currentTime, seek)
 * - `certificate`: `<CertificatePanel courseId={…} />` (features/certificates)
 * - `mentoring`: a link to the course's mentoring (`studentMentoriesUrl`)
 * A slot left out renders nothing.
 */
export default function CoursePlayerRoute() {
  const { id } = useParams();
  const courseId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  return (
    <PlayerPage
      questions={courseId > 0 ? <CourseQuestions key={courseId} courseId={courseId} /> : undefined}
      notes={(ctx) => <CourseNotes {...ctx} />}
      certificate={courseId > 0 ? <CertificatePanel key={courseId} courseId={courseId} /> : undefined}
      mentoring={courseId > 0 ? <MentoringLink key={courseId} courseId={courseId} /> : undefined}
    />
  );
}
