import type { authOperations } from '@campus/contract/operations/auth';
import { address as logoutAt } from '@campus/contract/operations/auth/logout';
import { operation } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/storage.ts';

/** The auth operations this file calls, typed from the contract. */
const authApi = {
  logout: operation<typeof authOperations.logout>(logoutAt),
};

let pending: Promise<void> | null = null;

/**
 * Ends the session on the server (the token is revoked) and forgets it locally. The local session
 * is cleared even when the server cannot be reached, so "Salir" always logs out on this device.
 * While one logout is under way, calling again joins it instead of sending a second request.
 */
export function logout(): Promise<void> {
  pending ??= authApi
    .logout()
    .then(
      () => {},
      () => {
        // revoked or expired already, or offline: nothing more to do on the server
      },
    )
    .finally(() => {
      clearSession();
      pending = null;
    });
  return pending;
}

/** Revokes a token this page holds but never stored (a login refused for its role). */
export async function revokeToken(token: string): Promise<void> {
  try {
    await authApi.logout({ token });
  } catch {
    // already revoked, or offline: it expires on its own
  }
}
