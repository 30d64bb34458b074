import { useEffect } from 'react';
import { es } from '../../messages/es.ts';

/** Keeps the tab title in step on client-side navigation (the server writes it on full loads). */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} · ${es.brand.name}`;
  }, [title]);
}
