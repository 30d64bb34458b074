import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem = { id: string; label: string; content: ReactNode };

/**
 * Tabs following the WAI-ARIA pattern: a labelled tablist, arrow keys / Home / End move between
 * tabs, only the selected tab is in the tab order, each panel labelled by its tab.
 */
export function Tabs({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    items.findIndex((i) => i.id === selected),
  );
  const move = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(items[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={move}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {items.map((item, i) => {
          const active = i === index;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.id)}
              className={`-mb-px whitespace-nowrap border-b-4 px-3 py-3 font-semibold sm:px-4 ${
                active
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={i !== index}
          className="pt-6"
        >
          {i === index ? item.content : null}
        </div>
      ))}
    </div>
  );
}
