import { useEffect } from 'react';
import { es } from '../messages/es.ts';

/** Sets the tab title ("{title} · Campus Salud") while a page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${es.brand.name}`;
  }, [title]);
}
