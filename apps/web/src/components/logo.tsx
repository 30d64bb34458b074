import { Link } from 'react-router';
import { es } from '../messages/es.ts';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" aria-label={es.brand.homeLink} className="flex shrink-0 items-center gap-2 font-bold">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill={inverted ? '#fff' : '#0e7490'} />
        <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill={inverted ? '#0e7490' : '#fff'} />
      </svg>
      <span className={`text-lg tracking-tight ${inverted ? 'text-white' : 'text-brand-800'}`}>
        {es.brand.name}
      </span>
    </Link>
  );
}
