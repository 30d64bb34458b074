import type { MessageBody } from '@campus/contract';
import { api } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/storage.ts';

/**
 * Ends the session on the server (the token is revoked) and forgets it locally. The local session
 * is cleared even when the server cannot be reached, so "Salir" always logs out on this device.
 */
export async function logout(): Promise<void> {
  try {
    await api<MessageBody>('/api/v1/logout', { method: 'POST' });
  } catch {
    // revoked or expired already, or offline: nothing more to do on the server
  } finally {
    clearSession();
  }
}
