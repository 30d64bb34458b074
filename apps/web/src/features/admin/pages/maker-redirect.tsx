import { Navigate } from 'react-router';
import { adminPaths } from '../../../config/admin-paths.ts';
import { paths } from '../../../config/paths.ts';
import { readAdminToken } from '../lib/session.ts';

/**
 * `/v2/maker` (spec §2), the old system's course builder: an operator signed in on this tab goes to
 * the catalogue's course editor, anyone else to the home page. A lazy chunk of its own, so the
 * operator's paths stay out of the public bundle.
 */
export default function MakerRedirect() {
  return <Navigate to={readAdminToken() ? adminPaths.catalogue.courses : paths.home} replace />;
}
