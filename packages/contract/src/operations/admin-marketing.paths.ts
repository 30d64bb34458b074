// Where each operator marketing operation lives: one module per operation
// (./admin-marketing/<operation>.ts). No zod here; the schemas stay in ./admin-marketing.ts.

import { address as createEvent } from './admin-marketing/createEvent.ts';
import { address as event } from './admin-marketing/event.ts';
import { address as events } from './admin-marketing/events.ts';
import { address as removeEvent } from './admin-marketing/removeEvent.ts';
import { address as settings } from './admin-marketing/settings.ts';
import { address as updateEvent } from './admin-marketing/updateEvent.ts';
import { address as updateSettings } from './admin-marketing/updateSettings.ts';

/** Every operator marketing operation's address, for the contract's router. */
export const adminMarketingPaths = {
  events,
  createEvent,
  event,
  updateEvent,
  removeEvent,
  settings,
  updateSettings,
} as const;
