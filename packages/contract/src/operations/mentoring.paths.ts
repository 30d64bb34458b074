// Where each mentoring operation lives: one module per operation (./mentoring/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./mentoring.ts.

import { address as cancelMentory } from './mentoring/cancelMentory.ts';
import { address as courses } from './mentoring/courses.ts';
import { address as mentoryAvailable } from './mentoring/mentoryAvailable.ts';
import { address as mentoryUser } from './mentoring/mentoryUser.ts';

/** Every mentoring operation's address, for the contract's router. */
export const mentoringPaths = { courses, mentoryAvailable, mentoryUser, cancelMentory } as const;
