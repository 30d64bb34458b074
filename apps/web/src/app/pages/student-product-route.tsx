import { CatalogueAreaProvider, studentCatalogue } from '../../features/catalogue/catalogue-area.tsx';
import DetailPage from '../../features/catalogue/pages/detail-page.tsx';

/** `/v2/product/:id`: a course's overview for a logged-in student (no login modal needed). */
export default function StudentProductRoute() {
  return (
    <CatalogueAreaProvider value={studentCatalogue}>
      <DetailPage />
    </CatalogueAreaProvider>
  );
}
