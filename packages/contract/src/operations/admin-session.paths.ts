// Where each operation of the operator's session lives: one module per operation
// (./admin-session/<operation>.ts). No zod here; the schemas stay in ./admin-session.ts.

import { address as audit } from './admin-session/audit.ts';
import { address as login } from './admin-session/login.ts';
import { address as logout } from './admin-session/logout.ts';
import { address as me } from './admin-session/me.ts';
import { address as totpConfirm } from './admin-session/totpConfirm.ts';
import { address as totpDisable } from './admin-session/totpDisable.ts';
import { address as totpSetup } from './admin-session/totpSetup.ts';

/** Every operation's address of the operator's session, for the contract's routers. */
export const adminSessionPaths = { login, me, logout, totpSetup, totpConfirm, totpDisable, audit } as const;
