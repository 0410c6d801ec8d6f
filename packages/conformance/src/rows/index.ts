import type { Row } from '../row';
import { badBodyRow } from './envelope';
import { PUBLIC_READ_ROWS } from './reads-public';
import { SESSION_READ_ROWS } from './reads-session';
import { balanceRow, loginRow, madeUpTokenRow } from './session';
import { startupRow, unknownDomainRow } from './startup';
import { launchRow } from './wallet-launch';
import { overdrawRow, repeatBetRow, tombstoneRow } from './wallet-rules';

/** Every row, in the order it runs: a later row may use what an earlier one learnt (site, session, game). */
export const ROWS: readonly Row[] = [
  startupRow,
  badBodyRow,
  unknownDomainRow,
  loginRow,
  balanceRow,
  madeUpTokenRow,
  ...PUBLIC_READ_ROWS,
  ...SESSION_READ_ROWS,
  launchRow,
  repeatBetRow,
  tombstoneRow,
  overdrawRow,
];
