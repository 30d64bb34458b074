import type { CourseListingItem } from '@campus/contract/catalogue';
import { CourseCard } from '../../../components/course-card.tsx';
import { useCatalogueArea } from '../catalogue-area.tsx';
import { toCardData } from './card-data.ts';

/** Cards in a responsive grid; the first row's pictures load at once (above the fold). */
export function CourseGrid({
  courses,
  eagerCount = 2,
}: {
  courses: CourseListingItem[];
  eagerCount?: number;
}) {
  const { courseUrl } = useCatalogueArea();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {courses.map((item, i) => (
        <li key={item.id}>
          <CourseCard course={toCardData(item, courseUrl)} eager={i < eagerCount} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
