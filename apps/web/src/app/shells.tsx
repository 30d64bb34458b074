import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { paths } from '../config/paths.ts';
import { logout } from '../features/auth/api/logout.ts';
import { useCategories } from '../features/catalogue/api/get-categories.ts';
import { PublicLayout } from './layouts/public-layout.tsx';

// The student area loads only for students: its layout stays out of the public pages' bundle.
const StudentLayout = lazy(() =>
  import('./layouts/student-layout.tsx').then((m) => ({ default: m.StudentLayoutWithCart })),
);

/** Composes the public layout with the data it shows (features feed it here, not inside the layout). */
export function PublicShell() {
  const { data: categories = [] } = useCategories();
  return <PublicLayout categories={categories} />;
}

/** Salir: revokes the token on the server, then forgets the session here. */
export function StudentShell() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onLogout = async () => {
    await logout();
    // Nothing of this user's data may show to whoever logs in next on this device.
    queryClient.clear();
    navigate(paths.home, { replace: true });
  };
  return (
    <Suspense fallback={<Spinner className="min-h-dvh" />}>
      <StudentLayout onLogout={() => void onLogout()} />
    </Suspense>
  );
}
