import { Modal } from '../../../components/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { authMessages } from '../../../messages/auth.ts';
import { AuthSwitch } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

const t = authMessages.login;

/**
 * The login modal of the course detail (spec §2): email, password, forgot-password link and a
 * register link. A successful student login goes to the cart holding the course chosen (else to my
 * courses), as the login page does.
 */
export default function LoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.modalTitle} size="sm">
      {open ? <LoginForm idPrefix="login-modal" onNavigate={close} /> : null}
      <AuthSwitch question={t.noAccount} to={paths.auth.register} label={t.register} onClick={close} />
    </Modal>
  );
}
