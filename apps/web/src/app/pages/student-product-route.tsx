import { useCourseCart } from '../../features/cart/components/use-course-cart.ts';
import { CatalogueAreaProvider, studentCatalogue } from '../../features/catalogue/catalogue-area.tsx';
import DetailPage from '../../features/catalogue/pages/detail-page.tsx';

/**
 * `/v2/product/:id`: a course's overview for a logged-in student (no login modal needed); buying
 * goes to the student's server cart.
 */
export default function StudentProductRoute() {
  const cart = useCourseCart();
  return (
    <CatalogueAreaProvider value={studentCatalogue}>
      <DetailPage cart={cart} />
    </CatalogueAreaProvider>
  );
}
