import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../../components/form-field.tsx';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { detailUrl } from '../../../../config/paths.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { AdminPageHeader, cardClass, QueryState, secondaryButton } from '../../components/admin-ui.tsx';
import { useCourseAdmin, useSaveCourse } from '../api/catalogue.ts';
import { CourseForm } from '../components/course-form.tsx';
import { ImageUpload } from '../components/image-upload.tsx';
import { SyllabusEditor } from '../components/syllabus-editor.tsx';

const t = adminMessages.catalogue;

function NewCourse() {
  const save = useSaveCourse();
  const navigate = useNavigate();
  return (
    <>
      <AdminPageHeader title={t.newCourse} />
      <section className={cardClass}>
        <CourseForm
          course={null}
          pending={save.isPending}
          error={save.error}
          onSave={(body, onError) =>
            save.mutate(
              { body },
              {
                onSuccess: (course) => navigate(adminPaths.catalogue.course(course.id), { replace: true }),
                onError,
              },
            )
          }
        />
      </section>
    </>
  );
}

function EditCourse({ id }: { id: number }) {
  const course = useCourseAdmin(id);
  const save = useSaveCourse();
  return (
    <QueryState query={course}>
      {course.data ? (
        <>
          <AdminPageHeader
            title={t.editCourse(course.data.name)}
            intro={course.data.published ? t.published : t.draft}
            actions={
              course.data.published ? (
                <a href={detailUrl(course.data)} target="_blank" rel="noreferrer" className={secondaryButton}>
                  {t.openPublic}
                </a>
              ) : null
            }
          />
          <div className="grid gap-6">
            <section className={cardClass} aria-label={t.editCourse(course.data.name)}>
              {save.isSuccess ? <FormAlert tone="success">{adminMessages.common.saved}</FormAlert> : null}
              <CourseForm
                key={course.data.id}
                course={course.data}
                pending={save.isPending}
                error={save.error}
                onSave={(body, onError) => save.mutate({ id, body }, { onError })}
              />
            </section>
            <section className={cardClass} aria-labelledby="course-image-title">
              <h2 id="course-image-title" className="mb-3 text-lg font-semibold">
                {t.image}
              </h2>
              {course.data.image ? (
                <img
                  src={course.data.image}
                  alt=""
                  width={320}
                  height={180}
                  className="mb-3 h-auto w-80 rounded-lg object-cover"
                />
              ) : null}
              <ImageUpload kind="courses" id={id} />
            </section>
            <section className={cardClass} aria-labelledby="syllabus-title">
              <h2 id="syllabus-title" className="text-lg font-semibold">
                {t.syllabus}
              </h2>
              <p className="mb-4 text-slate-700">{t.syllabusIntro}</p>
              <SyllabusEditor course={course.data} />
            </section>
          </div>
        </>
      ) : null}
    </QueryState>
  );
}

/** A course (/admin/catalogo/cursos/:id, or …/nuevo): its form, image and syllabus. */
export default function CourseEditorPage() {
  const { id = '' } = useParams();
  if (id === 'nuevo') return <NewCourse />;
  const n = Number(id);
  if (!/^\d{1,9}$/.test(id) || n <= 0) return <NewCourse />;
  return <EditCourse key={n} id={n} />;
}
