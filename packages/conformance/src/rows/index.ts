import type { Row } from '../row';
import { badBodyRow } from './envelope';
import { PUBLIC_READ_ROWS } from './reads-public';
import { SESSION_READ_ROWS } from './reads-session';
import { balanceRow, loginRow, logoutRow, madeUpTokenRow } from './session';
import { challengeRow, registerRow } from './signup';
import { challengeReuseRow, duplicateRow } from './signup-refusals';
import { startupRow, unknownDomainRow } from './startup';
import { launchRow } from './wallet-launch';
import { overdrawRow, repeatBetRow, tombstoneRow } from './wallet-rules';
import { bankRow, favouriteRow } from './writes';
import { profileRow } from './writes-profile';

/** Every row, in the order it runs: a later row may use what an earlier one learnt (site, session, game). */
export const ROWS: readonly Row[] = [
  startupRow,
  badBodyRow,
  unknownDomainRow,
  // Before the session rows: with --signup they run on the account signup.register makes.
  challengeRow,
  registerRow,
  duplicateRow,
  challengeReuseRow,
  loginRow,
  balanceRow,
  madeUpTokenRow,
  ...PUBLIC_READ_ROWS,
  ...SESSION_READ_ROWS,
  favouriteRow,
  bankRow,
  profileRow,
  launchRow,
  repeatBetRow,
  tombstoneRow,
  overdrawRow,
  // Last: a logout may end every game session of the player (the reference platform's does), the wallet rows' too.
  logoutRow,
];
