import {
  type AdminCourse,
  type AdminCourseInput,
  type AdminCourseValues,
  adminCourseInputSchema,
} from '@campus/contract/admin-catalogue';
import { CERTIFICATE_KINDS } from '@campus/contract/certificates-rules';
import {
  FieldError,
  FormField,
  inputClass,
  SelectField,
  TextField,
} from '../../../../components/form-field.tsx';
import { adminMessages } from '../../../../messages/admin.ts';
import { FormButtons, ServerAlert, TextAreaField, useAdminForm } from '../../components/admin-form.tsx';
import { useCategoriesAdmin, useSpecialistsAdmin } from '../api/catalogue.ts';

const t = adminMessages.catalogue;
const c = adminMessages.common;
const toInput = (course: AdminCourse | null): AdminCourseInput => ({
  name: course?.name ?? '',
  description: course?.description ?? '',
  about: course?.about ?? '',
  price: course?.price ?? '',
  free: course?.free ?? false,
  featured: course?.featured ?? false,
  certificate: course?.certificate ?? false,
  certificate_kind: course?.certificate_kind ?? 'participacion',
  hours: course?.hours ?? null,
  external_checkout_url: course?.external_checkout_url ?? '',
  specialist_id: course?.specialist_id ?? null,
  category_ids: course?.category_ids ?? [],
  published: course?.published ?? false,
});

function Check({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 accent-brand-700"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Every field of a course, validated with the API's own schema; the server's 422 lands on its field. */
export function CourseForm({
  course,
  pending,
  error,
  onSave,
}: {
  course: AdminCourse | null;
  pending: boolean;
  error: unknown;
  onSave: (body: AdminCourseInput, onError: (error: unknown) => void) => void;
}) {
  const categories = useCategoriesAdmin({ page: 1, per_page: 100 });
  const specialists = useSpecialistsAdmin({ page: 1, per_page: 100 });
  const {
    field,
    register,
    handleSubmit,
    serverErrors,
    watch,
    setValue,
    formState: { errors },
  } = useAdminForm<AdminCourseInput, AdminCourseValues>(adminCourseInputSchema, toInput(course));
  const chosen = (watch('category_ids') ?? []) as number[];
  // The select shows the form's value, whenever its options arrive: an uncontrolled select set
  // before the specialists had loaded showed "Sin especialista" for a course that has one.
  const specialistId = (watch('specialist_id') ?? null) as number | null;
  const specialistRows = specialists.data?.data ?? [];
  const specialistUnlisted = specialistId !== null && !specialistRows.some((s) => s.id === specialistId);
  const onSubmit = handleSubmit((values) => onSave(values as AdminCourseInput, serverErrors));
  const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <ServerAlert error={error} className="sm:col-span-2" />
      <TextField
        id="course-name"
        label={t.name}
        required
        maxLength={200}
        className="sm:col-span-2"
        {...field('name')}
      />
      <TextAreaField
        id="course-description"
        label={t.shortDescription}
        className="sm:col-span-2"
        rows={2}
        maxLength={1000}
        {...field('description')}
      />
      <TextAreaField
        id="course-about"
        label={t.about}
        className="sm:col-span-2"
        rows={6}
        maxLength={20000}
        {...field('about')}
      />
      <TextField
        id="course-price"
        label={t.price}
        hint={t.priceHint}
        inputMode="decimal"
        maxLength={9}
        required
        {...field('price')}
      />
      <TextField
        id="course-hours"
        label={t.hours}
        hint={t.hoursHint}
        type="number"
        min={1}
        max={10000}
        {...field('hours', { setValueAs: numberOrNull })}
      />
      <TextField
        id="course-checkout"
        label={t.checkout}
        hint={t.checkoutHint}
        type="url"
        maxLength={500}
        className="sm:col-span-2"
        {...field('external_checkout_url')}
      />
      <SelectField
        id="course-certificate-kind"
        label={t.certificateKind}
        hint={t.certificateKindHint}
        // React sets a select's options after the form library's ref has set its value: say it here.
        defaultValue={course?.certificate_kind ?? 'participacion'}
        {...field('certificate_kind')}
      >
        {CERTIFICATE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t.certificateKinds[kind]}
          </option>
        ))}
      </SelectField>
      <FormField id="course-specialist" label={t.specialist} error={errors.specialist_id?.message}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={specialistId ?? ''}
            onChange={(e) =>
              setValue('specialist_id', numberOrNull(e.target.value), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          >
            <option value="">{t.noSpecialist}</option>
            {specialistUnlisted ? (
              <option value={specialistId}>
                {specialists.isPending ? t.specialistLoading : t.specialistUnlisted(specialistId)}
              </option>
            ) : null}
            {specialists.data?.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} {s.lastname}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.category_ids ? 'course-categories-error' : undefined}
      >
        <legend className="mb-2 font-medium text-slate-800">{t.categoriesLegend}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {categories.data?.data.map((cat) => (
            <Check
              key={cat.id}
              id={`course-category-${cat.id}`}
              label={cat.name}
              checked={chosen.includes(cat.id)}
              onChange={(e) =>
                setValue(
                  'category_ids',
                  e.target.checked ? [...chosen, cat.id] : chosen.filter((id) => id !== cat.id),
                  { shouldDirty: true },
                )
              }
            />
          ))}
        </div>
        <FieldError id="course-categories-error" message={errors.category_ids?.message} />
      </fieldset>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Check id="course-free" label={t.free} {...register('free')} />
        <Check id="course-featured" label={t.featured} {...register('featured')} />
        <Check id="course-certificate" label={t.certificate} {...register('certificate')} />
        <Check id="course-published" label={t.publish} hint={t.publishHint} {...register('published')} />
      </div>
      <FormButtons className="sm:col-span-2" pending={pending} label={course ? c.save : c.create} />
    </form>
  );
}
