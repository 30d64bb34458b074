import { Navigate, useParams } from 'react-router';

/** Older links `/courses/{id}/{slug}` and `/courses/category/{id}/{slug}` land on the detail (spec §2). */
export default function LegacyCourseRedirect() {
  const { id = '', slug = 'curso' } = useParams();
  if (!/^\d{1,9}$/.test(id)) return <Navigate to="/" replace />;
  return <Navigate to={`/detail/${encodeURIComponent(slug)}?course=${id}`} replace />;
}
