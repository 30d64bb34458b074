import { CART_CODE } from '@campus/contract/cart-rules';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths, studentCourseUrl } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { cartMessages } from '../../../messages/cart.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCart } from '../api/get-cart.ts';

/** What a course page needs from the server cart: add, whether a course is in it, where it is. */
export type CourseCart = {
  add: (course: { id: number }) => void;
  /** The course being added, while its request is under way. */
  addingId: number | null;
  inCart: (courseId: number) => boolean;
  /** 'Ir al carrito'. */
  cartLink: { to: string; label: string };
};

/**
 * The logged-in student's buy flow (spec §4, §7, §8): a course goes to the server cart ('se agrego
 * su curso al carrito de compras!', with a link to the cart); one already there (21) or already
 * owned (22) is a warning with the server's words; a free course (1) is enrolled at once and the
 * student is taken to it.
 */
export function useCourseCart(): CourseCart {
  const navigate = useNavigate();
  const cart = useCart();
  const mutation = useAddToCart();
  const busy = useRef(false);
  const ids = new Set(cart.data?.data.map((item) => item.mounted_courses.id) ?? []);

  const add = (course: { id: number }) => {
    // A double click sends one request (the buttons are disabled only after the next render).
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(course.id, {
      onSettled: () => {
        busy.current = false;
      },
      onSuccess: (res) => {
        if (res.code === CART_CODE.added)
          toast.success(res.message, {
            action: { label: cartMessages.cart.seeCart, onClick: () => navigate(paths.student.cart) },
          });
        else if (res.code === CART_CODE.freeEnrolled) {
          toast.success(res.message);
          navigate(studentCourseUrl({ id: res.course_id }));
        } else toast.warning(res.message);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status < 500 ? error.message : cartMessages.add.failed,
        ),
    });
  };

  return {
    add,
    addingId: mutation.isPending ? (mutation.variables ?? null) : null,
    inCart: (courseId) => ids.has(courseId),
    cartLink: { to: paths.student.cart, label: cartMessages.cart.goToCart },
  };
}
