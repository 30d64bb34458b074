import type { AdminLoginRequest, AdminLoginResponse } from '@campus/contract/admin';
import type { adminLoginOperations, adminSessionOperations } from '@campus/contract/operations/admin-session';
import { address as loginAddress } from '@campus/contract/operations/admin-session/login';
import { address as logoutAddress } from '@campus/contract/operations/admin-session/logout';
import { address as meAddress } from '@campus/contract/operations/admin-session/me';
import { address as totpConfirmAddress } from '@campus/contract/operations/admin-session/totpConfirm';
import { address as totpDisableAddress } from '@campus/contract/operations/admin-session/totpDisable';
import { address as totpSetupAddress } from '@campus/contract/operations/admin-session/totpSetup';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getClientToken, operation } from '../../../lib/api-client.ts';
import { clearAdminSession, readAdminToken, saveAdminSession } from '../lib/session.ts';
import { adminKeys, adminOperation } from './admin-api.ts';

type Session = typeof adminSessionOperations;
const login = operation<typeof adminLoginOperations.login>(loginAddress);
const logout = adminOperation<Session['logout']>(logoutAddress);
const me = adminOperation<Session['me']>(meAddress);
const totpSetup = adminOperation<Session['totpSetup']>(totpSetupAddress);
const totpConfirm = adminOperation<Session['totpConfirm']>(totpConfirmAddress);
const totpDisable = adminOperation<Session['totpDisable']>(totpDisableAddress);

/**
 * POST /api/admin/login with the site's client token (the student's token, if any, is not used).
 * A 401 about the client token itself renews it once; a 401 about the credentials is the answer.
 */
export async function adminLogin(body: AdminLoginRequest): Promise<AdminLoginResponse> {
  const attempt = async () => login({ body, token: await getClientToken() });
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
      if (readAdminToken()) await logout().catch(() => {});
    },
    onSettled: () => {
      clearAdminSession();
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}

export const meQuery = () => queryOptions({ queryKey: adminKeys.me, queryFn: () => me() });

export const useOperator = () => useQuery(meQuery());

export function useStartTotp() {
  return useMutation({
    mutationFn: () => totpSetup(),
  });
}

function useTotpChange(change: typeof totpConfirm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => change({ body: { code } }),
    onSuccess: (operator) => {
      queryClient.setQueryData(adminKeys.me, operator);
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditAll });
    },
  });
}

export const useConfirmTotp = () => useTotpChange(totpConfirm);
export const useDisableTotp = () => useTotpChange(totpDisable);
