import { formatPrice } from '../lib/format.ts';
import { es } from '../messages/es.ts';

/** A course price in USD (es-EC format), or 'Gratis' for a free course. */
export function PriceTag({
  price,
  free,
  className = '',
}: {
  price: string;
  free: boolean;
  className?: string;
}) {
  return (
    <span className={`font-bold tabular-nums ${free ? 'text-emerald-700' : 'text-slate-900'} ${className}`}>
      {free ? es.catalogue.card.free : formatPrice(price)}
    </span>
  );
}
