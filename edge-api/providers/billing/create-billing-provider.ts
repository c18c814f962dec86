import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { BillingProvider } from './billing-provider';
import { createLocalBillingProvider, type LocalBillingProvider } from './local-billing';
import { createStripeBillingProvider } from './stripe-billing';

export function createBillingProvider(options: {
  config: Config;
  db: Database;
  clock: Clock;
}): BillingProvider | LocalBillingProvider {
  const { config, clock, db } = options;
  if (config.BILLING_PROVIDER === 'stripe') {
    // loadConfig has already refused a stripe configuration without these.
    return createStripeBillingProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      prices: { plus: config.STRIPE_PRICE_PLUS!, premium: config.STRIPE_PRICE_PREMIUM! },
      appOrigin: config.APP_ORIGIN,
      clock,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  }
  return createLocalBillingProvider({ clock, db });
}

export function isLocalProvider(provider: BillingProvider): provider is LocalBillingProvider {
  return provider.name === 'local';
}
