import type { RegisterRequest, RegisterResponse } from '@campus/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api<RegisterResponse>('/api/v1/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
