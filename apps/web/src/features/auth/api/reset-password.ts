import type { ResetPassConfirmRequest, ResetPasswordRequest } from '@campus/contract/auth';
import type { MessageBody } from '@campus/contract/common';
import { PROJECT_ID } from '@campus/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { authApi } from './auth-client.ts';

/** Asks for the reset e-mail; its link always leads to this site's /reset-password page (the server's PUBLIC_URL). */
export function requestPasswordReset(email: string): Promise<MessageBody> {
  const body: ResetPasswordRequest = {
    email,
    url: window.location.origin,
    proyect_id: PROJECT_ID,
  };
  return authApi.resetPassword({ body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function confirmPasswordReset(body: ResetPassConfirmRequest): Promise<MessageBody> {
  return authApi.resetPassConfirm({ body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
