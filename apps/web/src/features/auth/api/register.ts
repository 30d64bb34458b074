import type { RegisterRequest, RegisterResponse } from '@campus/contract/auth';
import type { authOperations } from '@campus/contract/operations/auth';
import { address as registerAt } from '@campus/contract/operations/auth/register';
import { useMutation } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The auth operations this file calls, typed from the contract. */
const authApi = {
  register: operation<typeof authOperations.register>(registerAt),
};

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return authApi.register({ body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
