import type {
  AdminLoginRequest,
  AdminLoginResponse,
  AdminOperator,
  AdminTotpSetup,
} from '@campus/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, getClientToken } from '../../../lib/api-client.ts';
import { clearAdminSession, readAdminToken, saveAdminSession } from '../lib/session.ts';
import { adminApi, adminKeys } from './admin-api.ts';

/**
 * POST /api/admin/login with the site's client token (the student's token, if any, is not used).
 * A 401 about the client token itself renews it once; a 401 about the credentials is the answer.
 */
export async function adminLogin(body: AdminLoginRequest): Promise<AdminLoginResponse> {
  const attempt = async () =>
    api<AdminLoginResponse>('/api/admin/login', { method: 'POST', body, token: await getClientToken() });
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'unauthenticated')) throw error;
    await getClientToken(true);
    return attempt();
  }
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (res) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      saveAdminSession(res.access_token, res.operator.email);
      queryClient.setQueryData(adminKeys.me, res.operator);
    },
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (readAdminToken()) await adminApi('/api/admin/logout', { method: 'POST' }).catch(() => {});
    },
    onSettled: () => {
      clearAdminSession();
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}

export const meQuery = () =>
  queryOptions({ queryKey: adminKeys.me, queryFn: () => adminApi<AdminOperator>('/api/admin/me') });

export const useOperator = () => useQuery(meQuery());

export function useStartTotp() {
  return useMutation({
    mutationFn: () => adminApi<AdminTotpSetup>('/api/admin/totp/setup', { method: 'POST' }),
  });
}

function useTotpChange(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminApi<AdminOperator>(path, { method: 'POST', body: { code } }),
    onSuccess: (operator) => {
      queryClient.setQueryData(adminKeys.me, operator);
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditAll });
    },
  });
}

export const useConfirmTotp = () => useTotpChange('/api/admin/totp/confirm');
export const useDisableTotp = () => useTotpChange('/api/admin/totp/disable');
