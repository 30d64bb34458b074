// Where each leads operation lives: one module per operation (./leads/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./leads.ts.

import { address as addBook } from './leads/addBook.ts';
import { address as check } from './leads/check.ts';
import { address as confirm } from './leads/confirm.ts';
import { address as contactLeads } from './leads/contactLeads.ts';
import { address as createContact } from './leads/createContact.ts';
import { address as event } from './leads/event.ts';
import { address as landingEvents } from './leads/landingEvents.ts';
import { address as leads } from './leads/leads.ts';
import { address as sendComent } from './leads/sendComent.ts';

/** Every leads operation's address, for the contract's router. */
export const leadsPaths = {
  check,
  addBook,
  event,
  leads,
  contactLeads,
  sendComent,
  createContact,
  confirm,
  landingEvents,
} as const;
