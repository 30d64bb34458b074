import Search from 'lucide-react/icons/search';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CategoryFilter, categoryUrl } from '../../config/paths.ts';
import { es } from '../../messages/es.ts';

/** Course search (spec §2): Enter or the icon goes to the Category page with category=search and q. */
export function SearchBox({
  className = '',
  onDone,
  id = onDone ? 'nav-search-mobile' : 'nav-search',
  resultsUrl = categoryUrl,
}: {
  className?: string;
  onDone?: () => void;
  id?: string;
  /** Where results live: the public Category page, or the student area's catalogue. */
  resultsUrl?: (filter: CategoryFilter) => string;
}) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (!text) return;
    navigate(resultsUrl({ category: 'search', q: text }));
    onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types; the role is equivalent
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label className="sr-only" htmlFor={id}>
        {es.nav.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={es.nav.searchPlaceholder}
        maxLength={200}
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-slate-300 bg-white pl-4 pr-11 text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
      <button
        type="submit"
        aria-label={es.nav.searchButton}
        className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </button>
    </form>
  );
}
