// Where each auth operation lives: one module per operation (./auth/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./auth.ts.

import { address as legalDocument } from './auth/legalDocument.ts';
import { address as login } from './auth/login.ts';
import { address as logout } from './auth/logout.ts';
import { address as register } from './auth/register.ts';
import { address as resetPassConfirm } from './auth/resetPassConfirm.ts';
import { address as resetPassword } from './auth/resetPassword.ts';

/** Every auth operation's address, for the contract's router. */
export const authPaths = { register, login, logout, resetPassword, resetPassConfirm, legalDocument } as const;
