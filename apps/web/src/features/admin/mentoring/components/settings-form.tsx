import {
  type AdminMentoringCourse,
  type AdminMentoringSettingsInput,
  adminMentoringSettingsInputSchema,
} from '@campus/contract/admin-mentoring';
import { MENTORING_MAX_BOOKINGS_MAX, MENTORING_MAX_BOOKINGS_MIN } from '@campus/contract/mentoring';
import { FormAlert, TextField } from '../../../../components/form-field.tsx';
import { adminMentoringMessages as t } from '../../../../messages/admin-mentoring.ts';
import { AdminFormCard, FormButtons, ServerAlert, useAdminForm } from '../../components/admin-form.tsx';
import { useSaveMentoringSettings } from '../api/mentoring.ts';

/** The course's cap of upcoming bookings per student, with the API's schema (1–20). */
export function MentoringSettingsForm({ course }: { course: AdminMentoringCourse }) {
  const save = useSaveMentoringSettings(course.id);
  const {
    register,
    handleSubmit,
    serverErrors,
    formState: { errors },
  } = useAdminForm<AdminMentoringSettingsInput>(adminMentoringSettingsInputSchema, {
    max_bookings: course.max_bookings,
  });
  const onSubmit = handleSubmit((body) =>
    save.mutate(body, { onError: (error) => void serverErrors(error) }),
  );
  return (
    <AdminFormCard id="mentoring-settings-title" title={t.settingsTitle}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {save.data || save.error ? (
          <div className="sm:col-span-2">
            {save.data ? <FormAlert tone="success">{save.data.message}</FormAlert> : null}
            <ServerAlert error={save.error} />
          </div>
        ) : null}
        <TextField
          id="mentoring-max-bookings"
          label={t.maxBookings}
          hint={t.maxBookingsHint(MENTORING_MAX_BOOKINGS_MIN, MENTORING_MAX_BOOKINGS_MAX)}
          type="number"
          inputMode="numeric"
          min={MENTORING_MAX_BOOKINGS_MIN}
          max={MENTORING_MAX_BOOKINGS_MAX}
          required
          error={errors.max_bookings?.message}
          {...register('max_bookings', { valueAsNumber: true })}
        />
        <FormButtons
          className="flex flex-wrap items-end gap-2"
          pending={save.isPending}
          label={t.saveSettings}
        />
      </form>
    </AdminFormCard>
  );
}
