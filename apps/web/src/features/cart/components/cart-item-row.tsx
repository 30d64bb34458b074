import type { CartItem } from '@campus/contract/cart';
import { CART_DESCRIPTION_MAX } from '@campus/contract/constants';
import { truncate } from '@campus/contract/text';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { studentProductUrl } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import { cartMessages } from '../../../messages/cart.ts';

const t = cartMessages.cart;

/** One course in the cart (spec §2, §9): picture, name, description cut at 80 characters, price, remove. */
export function CartItemRow({
  item,
  removing,
  disabled,
  onRemove,
}: {
  item: CartItem;
  removing: boolean;
  disabled: boolean;
  onRemove: (courseId: number) => void;
}) {
  const course = item.mounted_courses;
  const name = course.courses.name;
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:gap-4 sm:p-4">
      <img
        src={course.courses.data.imageUrl}
        alt=""
        width={160}
        height={90}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-24 shrink-0 self-start rounded-lg bg-slate-100 object-cover sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold leading-snug text-slate-900">
          <Link to={studentProductUrl(course)} className="hover:text-brand-700 hover:underline">
            {name}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">{truncate(course.courses.description, CART_DESCRIPTION_MAX)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="text-lg font-bold tabular-nums text-slate-900">
            {formatPrice(course.data.price)}
          </span>
          <button
            type="button"
            onClick={() => onRemove(course.id)}
            disabled={disabled}
            aria-label={t.removeLabel(name)}
            aria-busy={removing || undefined}
            className="inline-flex h-11 items-center gap-2 rounded-full px-4 font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {removing ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            )}
            {removing ? t.removing : t.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
