import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { clearSession } from '../lib/storage.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { StudentLayout } from './layouts/student-layout.tsx';

/** Composes the public layout with the data it shows (features feed it here, not inside the layout). */
export function PublicShell() {
  return <PublicLayout categories={[]} />;
}

export function StudentShell() {
  const navigate = useNavigate();
  const logout = () => {
    clearSession();
    navigate(paths.home, { replace: true });
  };
  return <StudentLayout cartCount={0} onLogout={logout} />;
}
