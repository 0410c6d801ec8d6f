import {
  type DefaultEngagement,
  defaultEngagementIn,
  type Engagement,
  type EngagementSection,
  engagementOf,
} from '@felt/contract/operator';
import { roundDollarsWorth } from '../money';
import { defaultDepositMin } from '../payments/default-methods';

// A tenant's engagement: its file's parts, and the defaults in its own currency for the parts it left out. The
// defaults are worded in dollars and converted with the rates that set the cashier's default limits, so a default
// promotion never asks for a deposit below the smallest one the cashier takes.

const byCurrency = new Map<string, DefaultEngagement>();

/** The engagement defaults in a currency (made once per currency: they never change while the platform runs). */
export function defaultsIn(currency: string): DefaultEngagement {
  const code = currency.toUpperCase();
  let defaults = byCurrency.get(code);
  if (!defaults) {
    defaults = defaultEngagementIn({
      worth: (usd) => roundDollarsWorth(usd, code),
      depositMin: defaultDepositMin(code),
    });
    byCurrency.set(code, defaults);
  }
  return defaults;
}

/** The tenant's section with every part it leaves out filled from the defaults in its currency. */
export const engagementFor = (tenant: { engagement: EngagementSection | null; currency: string }): Engagement =>
  engagementOf(tenant.engagement, defaultsIn(tenant.currency));
