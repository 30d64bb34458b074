import { useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { authMessages } from '../../../messages/auth.ts';
import { AuthCard, AuthSwitch } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

const t = authMessages.login;

/** /auth/login (spec §2, §4): after registering or resetting, the e-mail comes prefilled. */
export default function LoginPage() {
  useDocumentTitle(t.title);
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : '';
  return (
    <AuthCard title={t.title} intro={t.intro}>
      <LoginForm defaultEmail={email} />
      <AuthSwitch question={t.noAccount} to={paths.auth.register} label={t.register} />
    </AuthCard>
  );
}
