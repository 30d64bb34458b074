// Where each operator student operation lives: one module per operation
// (./admin-students/<operation>.ts). No zod here; the schemas stay in ./admin-students.ts.

import { address as enrol } from './admin-students/enrol.ts';
import { address as get } from './admin-students/get.ts';
import { address as list } from './admin-students/list.ts';
import { address as unenrol } from './admin-students/unenrol.ts';

/** Every operator student operation's address, for the contract's router. */
export const adminStudentsPaths = { list, get, enrol, unenrol } as const;
