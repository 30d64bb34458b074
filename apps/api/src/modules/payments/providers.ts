// The payment providers this server knows: the adapters of integrations/payments and the Hotmart
// module's, which confirms Hotmart orders from the purchases that module records (courses link to
// Hotmart's own page, so it is never the active provider; reconciliation asks it about its orders).
import { PROVIDER_FACTORIES, type ProviderFactory } from '../../integrations/payments/registry.ts';
import { hotmartProvider } from '../hotmart/hotmart.service.ts';

export const PAYMENT_PROVIDERS: Readonly<Record<string, ProviderFactory>> = {
  ...PROVIDER_FACTORIES,
  hotmart: (ctx) => hotmartProvider(ctx.db),
};
