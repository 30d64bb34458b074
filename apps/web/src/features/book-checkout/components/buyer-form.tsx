import type { BookOffer } from '@campus/contract/book';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '@campus/contract/constants';
import { ERROR_CODES } from '@campus/contract/errors';
import { type LandingLeadForm, landingLeadFormSchema } from '@campus/contract/leads';
import { toE164 } from '@campus/contract/phone-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailField, SubmitButton, TextField } from '../../../components/form-field.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatPrice } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { bookMessages as t } from '../../../messages/book.ts';
import type { BuyerRecord } from '../api/book-order.ts';
import { useStartBookCheckout } from '../api/start-book-checkout.ts';
import { rememberBuyer } from '../buyer-storage.ts';

const supportHost = () => window.location.hostname.replace(/^www\./, '') || 'campussalud.local';

/**
 * Step 2: the buyer (names, e-mail, phone with country, EC by default) and the card payment. The
 * server prices the purchase from the offer; the link's price goes along only to be checked, and
 * a refusal (the link was altered) is shown by the page instead of the form.
 */
export function BuyerForm({
  offer,
  urlPrice,
  token,
  onPriceRefused,
  onBack,
}: {
  offer: BookOffer;
  urlPrice: string;
  token: string;
  onPriceRefused: (message: string) => void;
  onBack: () => void;
}) {
  const start = useStartBookCheckout(token);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LandingLeadForm>({
    resolver: zodResolver(landingLeadFormSchema),
    defaultValues: { name: '', last_name: '', email: '', country: DEFAULT_PHONE_COUNTRY, movil: '' },
  });
  const country = watch('country') as PhoneCountry;
  const price = formatPrice(offer.price);

  const onSubmit = handleSubmit(async (values) => {
    const buyer: BuyerRecord = {
      name: values.name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim().toLowerCase(),
      phone: toE164(values.movil, values.country) ?? values.movil.trim(),
    };
    try {
      const { reference, redirect_url } = await start.mutateAsync({
        ...buyer,
        price: urlPrice,
        accept: true,
      });
      rememberBuyer(reference, buyer);
      // The provider's hosted card page; it sends the buyer back to this page with the reference.
      window.location.assign(redirect_url);
      // Keep the button busy while the browser leaves.
      await new Promise(() => {});
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.body as { code?: string } | null)?.code === ERROR_CODES.priceMismatch
      ) {
        onPriceRefused(error.errors.price?.[0] ?? error.message);
        return;
      }
      const known = applyServerErrors(error, setError, {
        name: 'name',
        last_name: 'last_name',
        email: 'email',
        phone: 'movil',
      });
      if (!known) {
        toast.error(
          error instanceof ApiError && error.status === 404 ? error.message : t.payError(supportHost()),
        );
      }
    }
  });

  return (
    <section aria-labelledby="buyer-title" className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id="buyer-title" className="text-xl font-semibold text-slate-900">
        {t.buyerTitle}
      </h2>
      <p className="mt-1 text-slate-700">{t.buyerIntro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="book-name"
            label={t.name}
            required
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            id="book-last-name"
            label={t.lastName}
            required
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <EmailField
          id="book-email"
          label={t.email}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneInput
          id="book-phone"
          label={t.phone}
          required
          country={country}
          onCountryChange={(c) => setValue('country', c, { shouldValidate: Boolean(errors.movil) })}
          error={errors.movil?.message}
          {...register('movil')}
        />
        <p className="text-sm text-slate-700">{t.cards}</p>
        <p className="text-sm text-slate-700">{t.secureNote}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton pending={isSubmitting} pendingLabel={t.paying}>
            {t.pay(price)}
          </SubmitButton>
          <button
            type="button"
            onClick={onBack}
            className="inline-flex h-12 items-center justify-center rounded-full px-4 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t.changeTerms}
          </button>
        </div>
      </form>
    </section>
  );
}
