import type { LoginRequest, LoginResponse } from '@campus/contract/auth';
import { ROLE } from '@campus/contract/constants';
import type { authOperations } from '@campus/contract/operations/auth';
import { address as loginAt } from '@campus/contract/operations/auth/login';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type NavigateFunction, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError, getClientToken, operation } from '../../../lib/api-client.ts';
import { hasOfflineCart } from '../../../lib/offline-cart.ts';
import { storeSession } from '../../../lib/storage.ts';
import { revokeToken } from './logout.ts';

/** The auth operations this file calls, typed from the contract. */
const authApi = {
  login: operation<typeof authOperations.login>(loginAt),
};

/**
 * Student login. Its 401 is the answer to wrong credentials, so it must not renew the token
 * and try again (that would count two failures against the account's limit). Only a 401 about the
 * client token itself (a stale one kept from another database) renews it and retries once.
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const attempt = () => authApi.login({ body, authRetry: false });
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'unauthenticated')) throw error;
    await getClientToken(true);
    return attempt();
  }
}

/** Thrown when the credentials are right but the role may not enter the student area (spec §6). */
export class NoPermissionError extends Error {}

/**
 * Logs in a student. The server refuses other roles (403 `no_permission`, no token); should an
 * older server still issue one, any other role (spec §6) gets NoPermissionError: the token is
 * revoked at once and nothing is stored, so no usable session is left behind.
 */
export async function loginStudent(body: LoginRequest): Promise<LoginResponse> {
  const res = await login(body);
  if (res.role !== ROLE.student) {
    await revokeToken(res.access_token);
    throw new NoPermissionError();
  }
  return res;
}

/**
 * Opens a student's session in this browser (after a login, or a registration that logged in):
 * the courses chosen before logging in go to the server cart first (spec §4, loaded on demand),
 * with the new token, while the form still waits; then the session is stored and the student goes
 * to the cart that holds them, or to My courses when there were none. The top of the page, as any
 * new page (a long form leaves the window scrolled down).
 */
export async function startStudentSession(
  res: LoginResponse,
  queryClient: QueryClient,
  navigate: NavigateFunction,
): Promise<void> {
  queryClient.removeQueries({ queryKey: ['profile'] });
  queryClient.removeQueries({ queryKey: ['billing'] });
  queryClient.removeQueries({ queryKey: ['my-courses'] });
  queryClient.removeQueries({ queryKey: ['cart'] });
  queryClient.removeQueries({ queryKey: ['orders'] });
  let next: string = paths.student.home;
  if (hasOfflineCart()) {
    try {
      const upload = await import('../../../lib/offline-cart-upload.ts');
      next = upload.pathAfterUpload(await upload.uploadOfflineCart(queryClient, res.access_token));
    } catch {
      // The upload's chunk did not load: the courses stay on the device for the next login.
    }
  }
  storeSession(res.access_token, res.user);
  // The public pages send a visitor who has a session to My courses (guards.tsx) in the render the
  // session causes; going elsewhere after that render (a task later) makes this navigation the last.
  if (next !== paths.student.home) await new Promise((resolve) => setTimeout(resolve, 0));
  navigate(next, { replace: true });
  window.scrollTo({ top: 0 });
}

/**
 * Spec §4: role 2 stores the token, the user and the login flag, uploads the offline cart and goes
 * to the cart (when it holds the courses chosen before) or to my courses; any other role is refused
 * ('¡Su usuario no tiene permisos necesarios!'), its token revoked, nothing stored.
 */
export function useLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginStudent,
    onSuccess: (res) => startStudentSession(res, queryClient, navigate),
  });
}
