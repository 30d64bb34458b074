import type { CourseListingItem } from '@campus/contract/catalogue';
import { CourseCard } from '../../../components/course-card.tsx';
import { studentProductUrl } from '../../../config/paths.ts';
import { cartMessages } from '../../../messages/cart.ts';

function toCard(item: CourseListingItem) {
  const owner = item.course_owner;
  return {
    href: studentProductUrl(item),
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

/** "Payment result pages list other products" (spec §2): cards linking to each course's overview. */
export function OtherProducts({ courses }: { courses: CourseListingItem[] }) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="otros-cursos" className="flex flex-col gap-4">
      <h2 id="otros-cursos" className="text-xl font-bold text-slate-900">
        {cartMessages.result.others}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={toCard(course)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
