import {
  type AdminMarketingSettings,
  type AdminMarketingSettingsInput,
  type AdminMarketingSettingsValues,
  adminMarketingSettingsInputSchema,
} from '@campus/contract/admin-marketing';
import { videoEmbedUrl } from '@campus/contract/leads';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ExternalLink from 'lucide-react/icons/external-link';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import {
  controlClass,
  FieldError,
  FormAlert,
  FormField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminMarketingMessages } from '../../../../messages/admin-marketing.ts';
import { AdminPageHeader, cardClass, QueryState, secondaryButton } from '../../components/admin-ui.tsx';
import { useMarketingSettingsAdmin, useSaveMarketingSettings } from '../api/marketing.ts';

const t = adminMarketingMessages.settings;
const c = adminMessages.common;

/** A video as the form's controls hold it: the type as the select's value ('1', '6'; '' no video). */
type VideoField = { type: string; video_id: string };
type FormValues = {
  whatsapp_group_url: string;
  chat_phone: string;
  chat_message: string;
  thanks_video: VideoField;
  testimonials: VideoField[];
};

const toVideo = (v: VideoField) => ({ ...v, type: Number(v.type) });
const toField = (v: { type: number; video_id: string }): VideoField => ({ ...v, type: String(v.type) });

/**
 * The API's schema, read from the form's shape: types as numbers, "no video" (type '') as the API's
 * null. Its field paths are the form's (thanks_video.video_id, testimonials.2.video_id), so every
 * message lands on its control.
 */
const formSchema = z.preprocess((v) => {
  const values = v as FormValues;
  return {
    ...values,
    thanks_video: values.thanks_video.type === '' ? null : toVideo(values.thanks_video),
    testimonials: values.testimonials.map(toVideo),
  };
}, adminMarketingSettingsInputSchema) as unknown as z.ZodType<AdminMarketingSettingsValues, FormValues>;

const toForm = (s: AdminMarketingSettings): FormValues => ({
  whatsapp_group_url: s.whatsapp_group_url,
  chat_phone: s.chat_phone,
  chat_message: s.chat_message,
  thanks_video: s.thanks_video ? toField(s.thanks_video) : { type: '', video_id: '' },
  testimonials: s.testimonials.map(toField),
});

const iconButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg bg-white px-3 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 disabled:opacity-40';

function SettingsForm({ settings }: { settings: AdminMarketingSettings }) {
  const save = useSaveMarketingSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, AdminMarketingSettingsValues>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(settings),
  });
  const testimonials = useFieldArray({ control, name: 'testimonials' });
  const videos = useWatch({ control, name: 'testimonials' }) ?? [];
  const thanksType = useWatch({ control, name: 'thanks_video.type' });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values as AdminMarketingSettingsInput, {
      onSuccess: (saved) => reset(toForm(saved)),
      onError: (error) => {
        const fields = error instanceof ApiError ? Object.keys(error.errors ?? {}) : [];
        applyServerErrors(error, setError, Object.fromEntries(fields.map((f) => [f, f as keyof FormValues])));
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div aria-live="polite">
        {save.error instanceof ApiError && save.error.status !== 422 ? (
          <FormAlert>{save.error.message}</FormAlert>
        ) : null}
        {save.isSuccess ? <FormAlert tone="success">{t.saved}</FormAlert> : null}
      </div>

      <div className={cardClass}>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-semibold text-slate-900">{t.contactTitle}</legend>
          <TextField
            id="mk-group"
            type="url"
            inputMode="url"
            label={t.whatsappGroup}
            hint={t.whatsappGroupHint}
            maxLength={300}
            className="sm:col-span-2"
            error={errors.whatsapp_group_url?.message}
            {...register('whatsapp_group_url')}
          />
          <TextField
            id="mk-chat-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            label={t.chatPhone}
            hint={t.chatPhoneHint}
            maxLength={40}
            error={errors.chat_phone?.message}
            {...register('chat_phone')}
          />
          <FormField id="mk-chat-message" label={t.chatMessage} error={errors.chat_message?.message}>
            {(field) => (
              <textarea
                {...field}
                rows={3}
                maxLength={500}
                className={`${controlClass} h-auto py-2`}
                {...register('chat_message')}
              />
            )}
          </FormField>
        </fieldset>
      </div>

      <div className={cardClass}>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-semibold text-slate-900">{t.thanksTitle}</legend>
          <SelectField
            id="mk-thanks-type"
            label={t.videoType}
            error={errors.thanks_video?.type?.message ?? errors.thanks_video?.message}
            defaultValue={settings.thanks_video ? String(settings.thanks_video.type) : ''}
            {...register('thanks_video.type')}
          >
            <option value="">{t.noVideo}</option>
            <option value="1">{t.vimeo}</option>
            <option value="6">{t.youtube}</option>
          </SelectField>
          <TextField
            id="mk-thanks-id"
            label={t.videoId}
            hint={t.videoIdHint}
            maxLength={40}
            disabled={thanksType === ''}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.thanks_video?.video_id?.message}
            {...register('thanks_video.video_id')}
          />
        </fieldset>
      </div>

      <div className={cardClass}>
        <fieldset>
          <legend className="mb-4 text-lg font-semibold text-slate-900">{t.testimonialsTitle}</legend>
          <p className="mb-4 text-slate-700">{t.testimonialsIntro}</p>
          <FieldError
            id="mk-testimonials-error"
            message={errors.testimonials?.message ?? errors.testimonials?.root?.message}
          />
          {testimonials.fields.length === 0 ? (
            <p className="mb-4 text-slate-700">{t.noTestimonials}</p>
          ) : null}
          <ol className="flex flex-col gap-4">
            {testimonials.fields.map((field, i) => {
              const n = i + 1;
              const current = videos[i];
              const embed =
                current && current.type !== ''
                  ? videoEmbedUrl(Number(current.type), current.video_id.trim())
                  : null;
              return (
                <li key={field.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="mb-2 font-semibold text-slate-900">{t.testimonial(n)}</p>
                  <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
                    <SelectField
                      id={`mk-t-${field.id}-type`}
                      label={t.videoType}
                      error={errors.testimonials?.[i]?.type?.message}
                      defaultValue={field.type}
                      {...register(`testimonials.${i}.type`)}
                    >
                      <option value="1">{t.vimeo}</option>
                      <option value="6">{t.youtube}</option>
                    </SelectField>
                    <TextField
                      id={`mk-t-${field.id}-id`}
                      label={t.videoId}
                      maxLength={40}
                      autoCapitalize="none"
                      spellCheck={false}
                      error={errors.testimonials?.[i]?.video_id?.message}
                      {...register(`testimonials.${i}.video_id`)}
                    />
                  </div>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t.up(n)}
                      disabled={i === 0}
                      onClick={() => testimonials.move(i, i - 1)}
                    >
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                      <span aria-hidden="true">{t.upShort}</span>
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t.down(n)}
                      disabled={i === testimonials.fields.length - 1}
                      onClick={() => testimonials.move(i, i + 1)}
                    >
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                      <span aria-hidden="true">{t.downShort}</span>
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-red-700 ring-red-700 hover:bg-red-50`}
                      aria-label={t.removeVideo(n)}
                      onClick={() => testimonials.remove(i)}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      <span aria-hidden="true">{t.removeShort}</span>
                    </button>
                    {embed ? (
                      <a
                        href={embed}
                        target="_blank"
                        rel="noreferrer"
                        className={iconButton}
                        aria-label={t.watchLabel(n)}
                      >
                        <ExternalLink aria-hidden="true" className="h-4 w-4" />
                        <span aria-hidden="true">{t.watch}</span>
                      </a>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className={`${secondaryButton} mt-4`}
            disabled={testimonials.fields.length >= 100}
            onClick={() => testimonials.append({ type: '6', video_id: '' }, { shouldFocus: true })}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.add}
          </button>
        </fieldset>
      </div>

      <div>
        <SubmitButton pending={save.isPending} pendingLabel={c.saving}>
          {c.save}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Marketing settings (/admin/marketing/ajustes): WhatsApp group and chat, thanks video, testimonials. */
export default function MarketingSettingsPage() {
  const settings = useMarketingSettingsAdmin();
  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={
          <>
            {t.intro}
            {settings.data?.updated_at ? (
              <span className="block text-sm">{t.lastSaved(formatDateTime(settings.data.updated_at))}</span>
            ) : null}
          </>
        }
      />
      <QueryState query={settings}>
        {settings.data ? <SettingsForm settings={settings.data} /> : null}
      </QueryState>
    </>
  );
}
