import type { AdminLandingEventInput, AdminMarketingSettingsInput } from '@campus/contract/admin-marketing';
import type { adminMarketingOperations } from '@campus/contract/operations/admin-marketing';
import { address as createEventAddress } from '@campus/contract/operations/admin-marketing/createEvent';
import { address as eventsAddress } from '@campus/contract/operations/admin-marketing/events';
import { address as removeEventAddress } from '@campus/contract/operations/admin-marketing/removeEvent';
import { address as settingsAddress } from '@campus/contract/operations/admin-marketing/settings';
import { address as updateEventAddress } from '@campus/contract/operations/admin-marketing/updateEvent';
import { address as updateSettingsAddress } from '@campus/contract/operations/admin-marketing/updateSettings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOperation } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

type Marketing = typeof adminMarketingOperations;
const createEvent = adminOperation<Marketing['createEvent']>(createEventAddress);
const updateEvent = adminOperation<Marketing['updateEvent']>(updateEventAddress);
const removeEvent = adminOperation<Marketing['removeEvent']>(removeEventAddress);
const settings = adminOperation<Marketing['settings']>(settingsAddress);
const updateSettings = adminOperation<Marketing['updateSettings']>(updateSettingsAddress);

const keys = {
  events: ['admin', 'marketing', 'events'] as const,
  settings: ['admin', 'marketing', 'settings'] as const,
};
/** The public answers this section changes (landing pages and thanks pages in this browser). */
const publicKeys = [['landing-event'], ['project']] as const;

export const landingEventsList = adminList(keys.events, adminOperation<Marketing['events']>(eventsAddress));

export const useSaveLandingEvent = () =>
  useAuditedWrite(
    ({ id, body }: { id?: number; body: AdminLandingEventInput }) =>
      id ? updateEvent({ params: { id }, body }) : createEvent({ body }),
    { refresh: [keys.events, ...publicKeys] },
  );

export const useDeleteLandingEvent = () =>
  useAuditedWrite((id: number) => removeEvent({ params: { id } }), {
    refresh: [keys.events, ...publicKeys],
  });

export const marketingSettingsQuery = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: ({ signal }) => settings({ signal }),
  });
export const useMarketingSettingsAdmin = () => useQuery(marketingSettingsQuery());

export const useSaveMarketingSettings = () =>
  useAuditedWrite((body: AdminMarketingSettingsInput) => updateSettings({ body }), {
    refresh: [keys.settings, ...publicKeys],
    store: (data, _, queryClient) => queryClient.setQueryData(keys.settings, data),
  });
