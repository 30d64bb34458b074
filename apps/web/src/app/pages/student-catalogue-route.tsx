import { CatalogueAreaProvider, studentCatalogue } from '../../features/catalogue/catalogue-area.tsx';
import CategoryPage from '../../features/catalogue/pages/category-page.tsx';

/** `/v2/categories/:id?`: the catalogue inside the student shell, with links that stay there. */
export default function StudentCatalogueRoute() {
  return (
    <CatalogueAreaProvider value={studentCatalogue}>
      <CategoryPage />
    </CatalogueAreaProvider>
  );
}
