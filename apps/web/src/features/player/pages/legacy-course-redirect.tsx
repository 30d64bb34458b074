import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths, studentCourseUrl } from '../../../config/paths.ts';

/**
 * Legacy student area (spec §2): `/home/course/in/:courseId?` and `/home/course/description`
 * (`?course=` or `?id=`) open the new course page; without a course, My courses.
 */
export default function LegacyCourseRedirect() {
  const { courseId } = useParams();
  const [search] = useSearchParams();
  const id = courseId ?? search.get('course') ?? search.get('id') ?? '';
  return (
    <Navigate to={/^\d+$/.test(id) ? studentCourseUrl({ id: Number(id) }) : paths.student.home} replace />
  );
}
