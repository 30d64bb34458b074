import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** A list with nothing in it yet: an icon, what it means, and where to go instead. */
export function EmptyState({
  Icon,
  title,
  text,
  action,
}: {
  Icon: LucideIcon;
  title: string;
  text?: string;
  action: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-slate-200">
      <Icon aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <div>
        <p className="text-lg font-semibold text-slate-900">{title}</p>
        {text ? <p className="mt-1 text-slate-700">{text}</p> : null}
      </div>
      <Link
        to={action.to}
        className="inline-flex h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        {action.label}
      </Link>
    </div>
  );
}
