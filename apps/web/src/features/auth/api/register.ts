import type { RegisterRequest, RegisterResponse } from '@campus/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { authApi } from './auth-client.ts';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return authApi.register({ body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
