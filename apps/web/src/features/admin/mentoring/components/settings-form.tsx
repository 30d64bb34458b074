import {
  type AdminMentoringCourse,
  type AdminMentoringSettingsInput,
  adminMentoringSettingsInputSchema,
} from '@campus/contract/admin-mentoring';
import { MENTORING_MAX_BOOKINGS_MAX, MENTORING_MAX_BOOKINGS_MIN } from '@campus/contract/mentoring';
import { FormAlert, TextField } from '../../../../components/form-field.tsx';
import { adminMentoringMessages as t } from '../../../../messages/admin-mentoring.ts';
import { useAdminForm } from '../../components/admin-form.tsx';
import { AdminForm } from '../../kit/form.tsx';
import { useSaveMentoringSettings } from '../api/mentoring.ts';

/** The course's cap of upcoming bookings per student, with the API's schema (1–20). */
export function MentoringSettingsForm({ course }: { course: AdminMentoringCourse }) {
  const save = useSaveMentoringSettings(course.id);
  const form = useAdminForm<AdminMentoringSettingsInput>(adminMentoringSettingsInputSchema, {
    max_bookings: course.max_bookings,
  });
  return (
    <AdminForm
      id="mentoring-settings-title"
      title={t.settingsTitle}
      form={form}
      write={save}
      vars={(body) => body}
      submitLabel={t.saveSettings}
      layout="grid"
      status={
        save.data ? (
          <div className="sm:col-span-2">
            <FormAlert tone="success">{save.data.message}</FormAlert>
          </div>
        ) : null
      }
    >
      <TextField
        id="mentoring-max-bookings"
        label={t.maxBookings}
        hint={t.maxBookingsHint(MENTORING_MAX_BOOKINGS_MIN, MENTORING_MAX_BOOKINGS_MAX)}
        type="number"
        inputMode="numeric"
        min={MENTORING_MAX_BOOKINGS_MIN}
        max={MENTORING_MAX_BOOKINGS_MAX}
        required
        {...form.field('max_bookings', { valueAsNumber: true })}
      />
    </AdminForm>
  );
}
