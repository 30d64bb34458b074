import { createContext, useContext } from 'react';
import {
  type CategoryFilter,
  categoryUrl,
  detailUrl,
  studentCategoryUrl,
  studentProductUrl,
} from '../../config/paths.ts';

/**
 * Where the catalogue is shown. The same pages serve anonymous visitors (under the fixed site
 * navigation, public URLs) and logged-in students (inside the student shell, `/v2/…` URLs), since
 * spec §2 sends a logged-in user away from the public pages.
 */
export type CatalogueArea = {
  kind: 'public' | 'student';
  listUrl: (filter: CategoryFilter) => string;
  courseUrl: (course: { id: number; name: string }) => string;
};

export const publicCatalogue: CatalogueArea = { kind: 'public', listUrl: categoryUrl, courseUrl: detailUrl };
export const studentCatalogue: CatalogueArea = {
  kind: 'student',
  listUrl: studentCategoryUrl,
  courseUrl: studentProductUrl,
};

const CatalogueAreaContext = createContext<CatalogueArea>(publicCatalogue);

export const CatalogueAreaProvider = CatalogueAreaContext.Provider;

export function useCatalogueArea(): CatalogueArea {
  return useContext(CatalogueAreaContext);
}
