import { type GuideForm, guideFormSchema } from '@campus/contract/leads';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CaptchaField } from '../../../components/captcha-field.tsx';
import { FormField, inputClass, SubmitButton, TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useSendGuideMessage } from '../api/leads.ts';
import { PersonFields, personFieldProps } from './lead-fields.tsx';

const t = landingMessages;
const EMPTY: GuideForm = { name: '', last_name: '', email: '', subject: '', message: '', captcha: '' };

/**
 * The guide contact form of spec §4/§5: names and e-mail required, subject optional, captcha. The
 * button turns into a spinner while sending; 'noProcess' shows the spec's error and re-enables it.
 */
export default function GuideQuestionForm({ codeRelation }: { codeRelation: string }) {
  const send = useSendGuideMessage();
  const [captchaReset, setCaptchaReset] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GuideForm>({ resolver: zodResolver(guideFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync({
        name: values.name.trim(),
        lastName: values.last_name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        codeRelation,
        captcha: values.captcha,
      });
      setCaptchaReset((n) => n + 1);
      if (answer === 'noProcess') {
        toast.error(t.guideEmailRejected);
        return;
      }
      toast.success(t.guideSent);
      reset(EMPTY);
    } catch (error) {
      setCaptchaReset((n) => n + 1);
      const known = applyServerErrors(error, setError, {
        name: 'name',
        lastName: 'last_name',
        email: 'email',
        subject: 'subject',
        message: 'message',
        captcha: 'captcha',
      });
      if (!known) toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.form.error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PersonFields {...personFieldProps(register, errors)} />
      <TextField label={t.form.subject} error={errors.subject?.message} {...register('subject')} />
      <FormField label={t.form.message} error={errors.message?.message}>
        {(control) => (
          <textarea rows={4} className={`${inputClass} h-auto py-2`} {...control} {...register('message')} />
        )}
      </FormField>
      <CaptchaField control={control} name="captcha" label={t.form.captcha} resetKey={captchaReset} />
      <SubmitButton pending={send.isPending} pendingLabel={t.form.submitting}>
        {t.guide.questionSubmit}
      </SubmitButton>
    </form>
  );
}
