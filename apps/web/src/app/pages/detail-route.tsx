import { lazy, Suspense } from 'react';
import DetailPage from '../../features/catalogue/pages/detail-page.tsx';

// The login form (and its validation library) loads only when a visitor presses the buy button.
const LoginModal = lazy(() =>
  import('../../features/auth/components/login-modal.tsx').then((m) => ({ default: m.LoginModal })),
);

/** Course detail, composed with the login modal that the buy button opens for anonymous visitors. */
export default function DetailRoute() {
  return (
    <DetailPage
      renderLoginModal={(props) =>
        props.open ? (
          <Suspense fallback={null}>
            <LoginModal {...props} />
          </Suspense>
        ) : null
      }
    />
  );
}
