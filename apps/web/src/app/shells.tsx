import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, Suspense, use } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { paths } from '../config/paths.ts';
import { logout } from '../features/auth/api/logout.ts';
import { useCategories } from '../features/catalogue/api/get-categories.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import type { StudentLayoutWithCart } from './layouts/student-layout.tsx';

type StudentLayoutProps = ComponentProps<typeof StudentLayoutWithCart>;
let LoadedStudentLayout: typeof StudentLayoutWithCart | undefined;
let studentLayout: Promise<void> | undefined;

/**
 * The student area loads only for students: its layout stays out of the public pages' bundle. The
 * router starts this with the page's own chunk (`loadRoutes`), so a student page does not wait for
 * its page's code before asking for the layout's (a second round of requests on the player).
 */
export const loadStudentLayout = (): Promise<void> =>
  (studentLayout ??= import('./layouts/student-layout.tsx').then((m) => {
    LoadedStudentLayout = m.StudentLayoutWithCart;
  }));

// Unlike `React.lazy`, a layout loaded beforehand renders at once: no spinner committed first, and
// no wait for React's throttled reveal of the content that replaces a fallback.
function StudentLayout(props: StudentLayoutProps) {
  if (!LoadedStudentLayout) use(loadStudentLayout());
  const Layout = LoadedStudentLayout!;
  return <Layout {...props} />;
}

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
