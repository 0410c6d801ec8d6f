import type { PaymentKind } from '@felt/contract';
import { dollarsWorth } from '../money';

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

/** The smallest deposit a default method takes, in US dollars; default promotions never ask for less. */
export const DEPOSIT_MIN_USD = 5;

/** The smallest deposit of the default methods, major units of the currency. */
export const defaultDepositMin = (currency: string) => dollarsWorth(DEPOSIT_MIN_USD, currency);

/** Limits in major units: about 5 to 5,000 dollars' worth, a bank transfer up to 20,000. */
export function defaultLimits(currency: string, method: DefaultMethod): { min: number; max: number } {
  return {
    min: defaultDepositMin(currency),
    max: dollarsWorth(method.kind === 'bank' ? 20_000 : 5_000, currency),
  };
}
