// Where each accounts operation lives: one module per operation (./accounts/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./accounts.ts.
import { address as dataPerson } from './accounts/dataPerson.ts';
import { address as updateDataPerson } from './accounts/updateDataPerson.ts';
import { address as user } from './accounts/user.ts';
import { address as userCourse } from './accounts/userCourse.ts';
import { address as userCoursesFilter } from './accounts/userCoursesFilter.ts';
import { address as userId } from './accounts/userId.ts';
import { address as userImage } from './accounts/userImage.ts';
import { address as userOrder } from './accounts/userOrder.ts';
import { address as userOrders } from './accounts/userOrders.ts';
import { address as userPassword } from './accounts/userPassword.ts';

/** Every accounts operation's address, for the contract's router. */
export const accountsPaths = {
  dataPerson,
  updateDataPerson,
  userOrder,
  userId,
  user,
  userPassword,
  userImage,
  userOrders,
  userCourse,
  userCoursesFilter,
} as const;
