import type { ResetPassConfirmRequest, ResetPasswordRequest } from '@campus/contract/auth';
import type { MessageBody } from '@campus/contract/common';
import { PROJECT_ID } from '@campus/contract/constants';
import type { authOperations } from '@campus/contract/operations/auth';
import { address as resetPassConfirmAt } from '@campus/contract/operations/auth/resetPassConfirm';
import { address as resetPasswordAt } from '@campus/contract/operations/auth/resetPassword';
import { useMutation } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The auth operations this file calls, typed from the contract. */
const authApi = {
  resetPassConfirm: operation<typeof authOperations.resetPassConfirm>(resetPassConfirmAt),
  resetPassword: operation<typeof authOperations.resetPassword>(resetPasswordAt),
};

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
