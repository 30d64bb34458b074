import type {
  AdminLandingEvent,
  AdminLandingEventInput,
  AdminLandingEventListQuery,
  AdminMarketingSettings,
  AdminMarketingSettingsInput,
} from '@campus/contract/admin-marketing';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

const keys = {
  events: (q?: object) => ['admin', 'marketing', 'events', ...(q ? [q] : [])] as const,
  settings: ['admin', 'marketing', 'settings'] as const,
};
/** The public answers this section changes (landing pages and thanks pages in this browser). */
const publicKeys = [['landing-event'], ['project']] as const;

export const landingEventsQuery = (q: AdminLandingEventListQuery) =>
  queryOptions({
    queryKey: keys.events(q),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminLandingEvent>>('/api/admin/landing-events', {
        query: q as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useLandingEventsAdmin = (q: AdminLandingEventListQuery) => useQuery(landingEventsQuery(q));

function useRefresh(adminKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKey });
    for (const key of publicKeys) void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useSaveLandingEvent() {
  const refresh = useRefresh(keys.events());
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminLandingEventInput }) =>
      adminApi<AdminLandingEvent>(id ? `/api/admin/landing-events/${id}` : '/api/admin/landing-events', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteLandingEvent() {
  const refresh = useRefresh(keys.events());
  return useMutation({
    mutationFn: (id: number) => adminApi(`/api/admin/landing-events/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export const marketingSettingsQuery = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: ({ signal }) => adminApi<AdminMarketingSettings>('/api/admin/marketing-settings', { signal }),
  });
export const useMarketingSettingsAdmin = () => useQuery(marketingSettingsQuery());

export function useSaveMarketingSettings() {
  const queryClient = useQueryClient();
  const refresh = useRefresh(keys.settings);
  return useMutation({
    mutationFn: (body: AdminMarketingSettingsInput) =>
      adminApi<AdminMarketingSettings>('/api/admin/marketing-settings', { method: 'PUT', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(keys.settings, data);
      refresh();
    },
  });
}
