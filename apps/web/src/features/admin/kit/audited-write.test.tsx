import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, testQueryClient } from '../../../../test/support/render.tsx';
import { useAuditedWrite } from './audited-write.ts';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast.ts', () => ({
  toast: { success: (message: string) => toasts.push(message) },
}));

describe('useAuditedWrite', () => {
  it('stores the answer, refetches the records it changed and the audit log, then toasts', async () => {
    const client = testQueryClient();
    const invalidated: unknown[] = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
    let write: ReturnType<typeof useAuditedWrite<number, { id: number; name: string }>> | undefined;
    function Probe() {
      write = useAuditedWrite(async (id: number) => ({ id, name: 'Cardiología' }), {
        refresh: [['admin', 'catalogue', 'categories']],
        store: (row, _, queryClient) => queryClient.setQueryData(['admin', 'category', row.id], row),
        success: (row) => `Guardado: ${row.name}`,
      });
      return null;
    }
    await renderWithQueries(<Probe />, { client });
    await act(async () => write!.mutate(7));
    await settle(() => toasts.length > 0);
    expect(client.getQueryData(['admin', 'category', 7])).toEqual({ id: 7, name: 'Cardiología' });
    expect(invalidated).toEqual([
      ['admin', 'catalogue', 'categories'],
      ['admin', 'audit'],
    ]);
    expect(toasts).toEqual(['Guardado: Cardiología']);
  });

  it('keeps a refusal on the mutation, with no toast and nothing refetched', async () => {
    const client = testQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    toasts.length = 0;
    let write: ReturnType<typeof useAuditedWrite<void>> | undefined;
    function Probe() {
      write = useAuditedWrite(() => Promise.reject(new Error('No se pudo guardar.')), { success: 'Hecho.' });
      return null;
    }
    await renderWithQueries(<Probe />, { client });
    await act(async () => write!.mutate());
    await settle(() => write!.isError);
    expect((write!.error as Error).message).toBe('No se pudo guardar.');
    expect(invalidate).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});
