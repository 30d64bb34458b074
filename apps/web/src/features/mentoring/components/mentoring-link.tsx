import CalendarDays from 'lucide-react/icons/calendar-days';
import { useId } from 'react';
import { Link } from 'react-router';
import { studentMentoriesUrl } from '../../../config/paths.ts';
import { mentoringMessages as t } from '../../../messages/mentoring.ts';
import { useMentoryCourse } from '../api/get-mentory-course.ts';

/** In the player: a way to the course's mentoring when it has sessions ahead (nothing otherwise). */
export function MentoringLink({ courseId }: { courseId: number }) {
  const { data } = useMentoryCourse(courseId);
  const headingId = useId();
  if (!data || (data.upcoming_mentories === 0 && data.my_bookings === 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t.panelTitle}
      </h2>
      <p className="text-slate-800">{t.panelText(data.upcoming_mentories, data.my_bookings)}</p>
      <Link
        to={studentMentoriesUrl({ id: courseId })}
        className="w-fit font-semibold text-brand-700 underline"
      >
        {t.panelLink}
      </Link>
    </section>
  );
}
