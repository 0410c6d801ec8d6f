import { nextPath } from '@/features/auth/next-path';

/** The pages that send a player to /add-bank and expect them back; any other ?next= is ignored. */
const RETURN_PATHS = ['/withdrawal', '/bank-details'] as const;
export type BankReturnPath = (typeof RETURN_PATHS)[number];

/** Where /add-bank goes once the bank is saved: ?next= when it names one of RETURN_PATHS, else /bank-details. */
export function afterBankPath(search: string): BankReturnPath {
  const next = nextPath(search);
  return RETURN_PATHS.find((path) => path === next) ?? '/bank-details';
}
