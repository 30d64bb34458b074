import type { CourseListingItem } from '@campus/contract/catalogue';
import type { CourseCardData } from '../../../components/course-card.tsx';
import { detailUrl } from '../../../config/paths.ts';

/** The spec's listing item (§3) as the card shows it; `courseUrl` builds the link (public detail by default). */
export function toCardData(
  item: CourseListingItem,
  courseUrl: (course: { id: number; name: string }) => string = detailUrl,
): CourseCardData {
  const owner = item.course_owner;
  return {
    href: courseUrl({ id: item.id, name: item.courses.name }),
    name: item.courses.name,
    description: item.courses.description,
    image: item.courses.data.imageUrl || item.resources_image.data,
    price: item.data.price,
    free: item.data.free === '1',
    featured: item.destacate === 'true',
    owner: owner ? `${owner.name} ${owner.lastname}`.trim() : null,
    students: item.users_in_course,
  };
}
