import { CART_CODE } from '@campus/contract/cart-rules';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { cartMessages } from '../messages/cart.ts';
import { ApiError } from './api-client.ts';
import { addCourseToServerCart, CART_QUERY_KEY } from './cart-api.ts';
import { readOfflineCart, removeFromOfflineCart } from './offline-cart.ts';
import { toast } from './toast.ts';

// Kept for the modules that import them from here (the player's enrol button).
export { addCourseToServerCart, CART_QUERY_KEY };

/** `inCart`: courses the server cart already held (code 21), counted among `skipped` too. */
export type UploadOutcome = {
  added: number;
  skipped: number;
  enrolled: number;
  kept: number;
  inCart: number;
};

/**
 * Where a student who chose courses before logging in goes next: the cart when it now holds any of
 * them (they came to buy), else My courses (a free course was enrolled, or all were owned already).
 */
export function pathAfterUpload(outcome: UploadOutcome): string {
  return outcome.added + outcome.inCart > 0 ? paths.student.cart : paths.student.home;
}

let running: Promise<UploadOutcome> | null = null;

/**
 * Spec §4: after a student logs in, the courses chosen while anonymous go to the server cart, one
 * by one, with the warning 'Agregando cursos al carrito…'. Courses already in the cart (code 21)
 * or already owned (code 22) are skipped with the server's own words; a free course (code 1) is
 * enrolled at once. Each course leaves the device once the server has answered for it; a course
 * the server does not know any more (4xx) leaves too; one that failed for the network or a 5xx stays
 * for the next login. Runs once at a time, whoever calls it. `token`: the session just opened, when
 * the upload runs before it is stored (so the student lands straight on the cart).
 */
export function uploadOfflineCart(queryClient: QueryClient, token?: string): Promise<UploadOutcome> {
  running ??= upload(queryClient, token).finally(() => {
    running = null;
  });
  return running;
}

async function upload(queryClient: QueryClient, token?: string): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { added: 0, skipped: 0, enrolled: 0, kept: 0, inCart: 0 };
  const items = readOfflineCart();
  if (items.length === 0) return outcome;
  toast.warning(cartMessages.upload.uploading);
  for (const item of items) {
    try {
      const res = await addCourseToServerCart(item.id, token);
      removeFromOfflineCart(item.id);
      if (res.code === CART_CODE.added) outcome.added += 1;
      else if (res.code === CART_CODE.freeEnrolled) {
        outcome.enrolled += 1;
        toast.success(res.message);
      } else {
        outcome.skipped += 1;
        if (res.code === CART_CODE.alreadyInCart) outcome.inCart += 1;
        toast.warning(res.message);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.status !== 401 && error.status !== 429) {
        removeFromOfflineCart(item.id);
        outcome.skipped += 1;
        toast.warning(error.message);
      } else outcome.kept += 1;
    }
  }
  if (outcome.added > 0) toast.success(cartMessages.add.added);
  if (outcome.kept > 0) toast.error(cartMessages.upload.failed);
  await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  if (outcome.enrolled > 0) await queryClient.invalidateQueries({ queryKey: ['my-courses'] });
  return outcome;
}
