import { NavLink } from 'react-router';

/** The tab bar of a section with sub-pages (catalogue, marketing): links, the current one filled. */
export function AdminTabs({ label, tabs }: { label: string; tabs: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label={label} className="mb-6 flex flex-wrap gap-2 border-b border-slate-300 pb-2">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            `rounded-lg px-4 py-2 font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
