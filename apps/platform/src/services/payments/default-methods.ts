import type { PaymentKind } from '@felt/contract';

// The cashier every tenant starts with: a bank transfer (the one way out) and the e-wallets its players know.

export type DefaultMethod = {
  code: string;
  name: string;
  kind: PaymentKind;
  deposit: boolean;
  withdrawal: boolean;
};

const BANK: DefaultMethod = {
  code: 'bank_transfer',
  name: 'Bank transfer',
  kind: 'bank',
  deposit: true,
  withdrawal: true,
};

/** E-wallets by currency; a currency not listed gets the international ones. */
const WALLETS: Record<string, string[]> = {
  PHP: ['GCash', 'Maya', 'GrabPay'],
  IDR: ['OVO', 'DANA', 'GoPay'],
  VND: ['MoMo', 'ZaloPay', 'VNPay'],
  MYR: ["Touch 'n Go", 'Boost', 'GrabPay'],
  CNY: ['Alipay', 'WeChat Pay'],
  MMK: ['KBZPay', 'WavePay', 'AYA Pay'],
  MNT: ['QPay', 'SocialPay', 'MonPay'],
  NPR: ['eSewa', 'Khalti', 'IME Pay'],
  RUB: ['YooMoney', 'SberPay'],
};
const INTERNATIONAL = ['PayPal', 'Skrill', 'Neteller'];

/** About how many units of the currency one US dollar buys; only sets sensible limits. */
const PER_DOLLAR: Record<string, number> = {
  PHP: 58,
  IDR: 16_000,
  VND: 25_000,
  MYR: 4.5,
  CNY: 7.2,
  MMK: 2_100,
  MNT: 3_400,
  NPR: 135,
  RUB: 90,
  EUR: 0.9,
};

const codeOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export function defaultMethods(currency: string): DefaultMethod[] {
  const wallets = WALLETS[currency.toUpperCase()] ?? INTERNATIONAL;
  return [
    BANK,
    ...wallets.map((name) => ({
      code: codeOf(name),
      name,
      kind: 'ewallet' as const,
      deposit: true,
      withdrawal: false,
    })),
  ];
}

/** A round figure near `value`: one or two significant digits (290 → 300, 1450 → 1500). */
function round(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  const coarse = Math.round(value / step) * step;
  return Math.max(coarse, 1);
}

/** Limits in major units: about 5 to 5,000 dollars' worth, a bank transfer up to 20,000. */
export function defaultLimits(currency: string, method: DefaultMethod): { min: number; max: number } {
  const rate = PER_DOLLAR[currency.toUpperCase()] ?? 1;
  return { min: round(5 * rate), max: round((method.kind === 'bank' ? 20_000 : 5_000) * rate) };
}
