import { lazy, Suspense, useState } from 'react';

/** The dialog and its form (zod, the contract) load only when a visitor first opens it. */
const LoginDialog = lazy(() => import('./login-dialog.tsx'));

type LoginModalProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The login modal of the course detail (spec §2): email, password, forgot-password link and a
 * register link. Lazy, so the public detail page does not carry the form's code until it is used.
 */
export function LoginModal({ open, onOpenChange }: LoginModalProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
