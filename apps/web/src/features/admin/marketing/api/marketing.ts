import type {
  AdminLandingEvent,
  AdminLandingEventInput,
  AdminMarketingSettings,
  AdminMarketingSettingsInput,
} from '@campus/contract/admin-marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

const keys = {
  events: ['admin', 'marketing', 'events'] as const,
  settings: ['admin', 'marketing', 'settings'] as const,
};
/** The public answers this section changes (landing pages and thanks pages in this browser). */
const publicKeys = [['landing-event'], ['project']] as const;

export const landingEventsList = adminList<AdminLandingEvent>(keys.events, '/api/admin/landing-events');

export const useSaveLandingEvent = () =>
  useAuditedWrite(
    ({ id, body }: { id?: number; body: AdminLandingEventInput }) =>
      adminApi<AdminLandingEvent>(id ? `/api/admin/landing-events/${id}` : '/api/admin/landing-events', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    { refresh: [keys.events, ...publicKeys] },
  );

export const useDeleteLandingEvent = () =>
  useAuditedWrite((id: number) => adminApi(`/api/admin/landing-events/${id}`, { method: 'DELETE' }), {
    refresh: [keys.events, ...publicKeys],
  });

export const marketingSettingsQuery = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: ({ signal }) => adminApi<AdminMarketingSettings>('/api/admin/marketing-settings', { signal }),
  });
export const useMarketingSettingsAdmin = () => useQuery(marketingSettingsQuery());

export const useSaveMarketingSettings = () =>
  useAuditedWrite(
    (body: AdminMarketingSettingsInput) =>
      adminApi<AdminMarketingSettings>('/api/admin/marketing-settings', { method: 'PUT', body }),
    {
      refresh: [keys.settings, ...publicKeys],
      store: (data, _, queryClient) => queryClient.setQueryData(keys.settings, data),
    },
  );
