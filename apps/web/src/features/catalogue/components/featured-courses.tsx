import { Carousel } from '../../../components/carousel.tsx';
import { CourseCard } from '../../../components/course-card.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { es } from '../../../messages/es.ts';
import { useFeaturedCourses } from '../api/get-featured-courses.ts';
import { toCardData } from './card-data.ts';

/** Featured courses (spec §2, §9): 3 per view, 2 below 900 px, 1 below 600 px. */
export function FeaturedCourses() {
  const { data, isPending, isError } = useFeaturedCourses();
  if (isPending) return <Spinner className="min-h-[420px]" />;
  if (isError) return <p className="py-10 text-center text-slate-700">{es.catalogue.loadError}</p>;
  if (data.length === 0) return null;
  return (
    <Carousel
      label={es.catalogue.featuredLabel}
      slideClassName="basis-full min-[600px]:basis-1/2 min-[900px]:basis-1/3"
    >
      {data.map((item) => (
        <CourseCard key={item.id} course={toCardData(item)} />
      ))}
    </Carousel>
  );
}
