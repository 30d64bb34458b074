import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import { Fragment, type ReactNode } from 'react';
import { adminMessages } from '../../../../messages/admin.ts';
import type { useSyllabusChange } from '../api/catalogue.ts';

const t = adminMessages.catalogue;
const c = adminMessages.common;

/** The one mutation of a course's syllabus (path and method say which change). */
export type Change = ReturnType<typeof useSyllabusChange>;
type Kind = 'modules' | 'lessons' | 'resources';

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40';

const moves = {
  up: { Icon: ArrowUp, label: t.moveUp },
  down: { Icon: ArrowDown, label: t.moveDown },
};

/** Up, down and delete buttons of a module, lesson or resource (keyboard reachable, named). */
export function ItemActions({
  kind,
  id,
  name,
  first,
  last,
  change,
}: { kind: Kind; id: number; name: string; change: Change } & Place) {
  const move = (direction: 'up' | 'down') =>
    change.mutate({ path: `/api/admin/${kind}/${id}/move`, method: 'POST', body: { direction } });
  return (
    <div className="flex shrink-0 gap-1">
      {(['up', 'down'] as const).map((direction) => {
        const { Icon, label } = moves[direction];
        return (
          <button
            key={direction}
            type="button"
            className={iconButton}
            disabled={(direction === 'up' ? first : last) || change.isPending}
            onClick={() => move(direction)}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{label(name)}</span>
          </button>
        );
      })}
      <button
        type="button"
        className={`${iconButton} text-red-700`}
        disabled={change.isPending}
        onClick={() => {
          if (window.confirm(c.confirmDelete(name)))
            change.mutate({ path: `/api/admin/${kind}/${id}`, method: 'DELETE' });
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t.deleteItem(name)}</span>
      </button>
    </div>
  );
}

/** Where an item stands among its siblings: the first cannot go up, the last cannot go down. */
export type Place = { first: boolean; last: boolean };

/** Items in their order, each told its place; a line when there are none. */
export function OrderedItems<T extends { id: number }>({
  as: List = 'ul',
  items,
  empty,
  emptyClassName = 'mt-2 text-slate-600',
  className,
  children,
}: {
  as?: 'ol' | 'ul';
  items: T[];
  empty: string;
  emptyClassName?: string;
  className: string;
  children: (item: T, place: Place) => ReactNode;
}) {
  return (
    <>
      {items.length === 0 ? <p className={emptyClassName}>{empty}</p> : null}
      <List className={className}>
        {items.map((item, i) => (
          <Fragment key={item.id}>
            {children(item, { first: i === 0, last: i === items.length - 1 })}
          </Fragment>
        ))}
      </List>
    </>
  );
}

/** A module, lesson or resource: its title beside its up / down / delete buttons, then its contents. */
export function SyllabusItem({
  kind,
  item,
  place,
  change,
  title,
  className,
  alignTitle = 'items-start',
  children,
}: {
  kind: Kind;
  item: { id: number; name: string };
  place: Place;
  change: Change;
  title: ReactNode;
  className: string;
  alignTitle?: 'items-start' | 'items-center';
  children: ReactNode;
}) {
  return (
    <li className={className}>
      <div className={`flex flex-wrap ${alignTitle} justify-between gap-2`}>
        {title}
        <ItemActions kind={kind} id={item.id} name={item.name} {...place} change={change} />
      </div>
      {children}
    </li>
  );
}
