import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '@campus/contract/constants';
import { type WebinarForm, webinarFormSchema } from '@campus/contract/leads';
import { LANDING_TAGS } from '@campus/contract/pages';
import { toE164 } from '@campus/contract/phone-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CaptchaField } from '../../../components/captcha-field.tsx';
import { SubmitButton } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useGeo } from '../../../lib/geo.ts';
import { useLandingVisit } from '../../../lib/landing-visit.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { liveEdition, useLandingEvent } from '../api/landing-event.ts';
import { useAddWebinarLead } from '../api/leads.ts';
import { EventWhen } from '../components/event-when.tsx';
import { AcceptField, LeadPhoneField, PersonFields, personFieldProps } from '../components/lead-fields.tsx';
import { CheckList } from '../components/sections.tsx';
import { StandaloneFrame } from '../components/standalone-frame.tsx';
import { rememberLead, setWebinarThanksFlag } from '../lead-storage.ts';

const t = landingMessages;

/**
 * /telemedicina-diabetes (standalone): the webinar signup of spec §4/§5 — validate (the spec's
 * messages), captcha, send the lead, set the thanks flag, go to the thanks page. Phone country EC.
 */
export default function WebinarSignupPage() {
  useDocumentTitle(t.diabetes.title);
  useLandingVisit(paths.landing.webinar);
  const navigate = useNavigate();
  const geo = useGeo();
  const { data } = useLandingEvent(LANDING_TAGS.diabetes);
  const live = liveEdition(data);
  const send = useAddWebinarLead();
  const [captchaReset, setCaptchaReset] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<WebinarForm>({
    resolver: zodResolver(webinarFormSchema),
    defaultValues: {
      name: '',
      last_name: '',
      email: '',
      country: DEFAULT_PHONE_COUNTRY,
      movil: '',
      accept: false as unknown as true,
      captcha: '',
    },
  });
  const country = watch('country') as PhoneCountry;

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      const result = await send.mutateAsync({
        name: values.name.trim(),
        last_name: values.last_name.trim(),
        email,
        movil: toE164(values.movil, values.country) ?? values.movil,
        title: live?.title ?? t.diabetes.title,
        message: null,
        code_relation: live?.tag ?? LANDING_TAGS.diabetes,
        proyect_id: 4,
        ip: geo.data?.ip ?? null,
        town: geo.data?.city ?? null,
        country: geo.data?.country_name ?? null,
        body: {
          hora: live?.time_text ?? null,
          enlace: live?.urlRoom ?? null,
          reunion_id: live?.id_room ?? null,
        },
        email_info: true,
        accept: true,
        captcha: values.captcha,
      });
      if (!result.success) {
        setCaptchaReset((n) => n + 1);
        toast.error(result.message);
        return;
      }
      rememberLead({
        firstName: values.name.trim(),
        lastName: values.last_name.trim(),
        email: email.toLowerCase(),
        codeRelation: live?.tag ?? LANDING_TAGS.diabetes,
      });
      setWebinarThanksFlag();
      toast.success(result.message);
      navigate(paths.landing.webinarThanks);
    } catch (error) {
      setCaptchaReset((n) => n + 1);
      const known = applyServerErrors(error, setError, {
        name: 'name',
        last_name: 'last_name',
        email: 'email',
        movil: 'movil',
        accept: 'accept',
        captcha: 'captcha',
      });
      if (!known) toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.form.error);
    }
  });

  return (
    <StandaloneFrame>
      <div className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 py-10 text-white sm:py-14">
        <div className="mx-auto grid max-w-5xl gap-8 px-4 lg:grid-cols-[1fr_26rem] lg:items-start">
          <div>
            <p className="text-sm font-bold tracking-wide text-amber-300 uppercase">{t.diabetes.eyebrow}</p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold sm:text-5xl">{t.diabetes.title}</h1>
            <p className="mt-4 text-lg text-brand-50">{t.diabetes.subtitle}</p>
            <div className="mt-6 rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
              <EventWhen event={live} />
            </div>
            <h2 className="mt-8 text-xl font-bold">{t.diabetes.learnTitle}</h2>
            <CheckList items={t.diabetes.learn} className="mt-3 text-brand-50" />
          </div>
          <section
            aria-labelledby="inscripcion"
            className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl ring-1 ring-slate-200 sm:p-7"
          >
            <h2 id="inscripcion" className="text-xl font-bold sm:text-2xl">
              {t.webinar.formTitle}
            </h2>
            <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
              <PersonFields {...personFieldProps(register, errors)} />
              <LeadPhoneField
                field={register('movil')}
                country={country}
                onCountryChange={(c) => setValue('country', c)}
                error={errors.movil?.message}
              />
              <AcceptField id="webinar-accept" field={register('accept')} error={errors.accept?.message} />
              <CaptchaField control={control} name="captcha" label={t.form.captcha} resetKey={captchaReset} />
              <SubmitButton
                pending={send.isPending}
                pendingLabel={t.webinar.submitting}
                className="sm:w-full"
              >
                {t.webinar.submit}
              </SubmitButton>
              <p className="text-sm text-slate-600">{t.form.privacy}</p>
            </form>
          </section>
        </div>
      </div>
    </StandaloneFrame>
  );
}
