import {
  bankList,
  betHistory,
  checkStatus,
  favList,
  getInbox,
  getLimits,
  getProfile,
  listMissions,
  listSessions,
  minigameHistory,
  minigameInfo,
  myLeaderboard,
  promotionClaims,
  recentGames,
  referralSummary,
  statement,
  transactionHistory,
  vip,
} from '@felt/contract';
import type { Row } from '../row';
import { readRow, WEEK_BY_STAKE } from './reads';

/** The read calls of a logged-in player, made with the kit's session. */
export const SESSION_READ_ROWS: readonly Row[] = [
  readRow(vip, 'player'),
  readRow(listSessions, 'player'),
  readRow(favList, 'player'),
  readRow(getProfile, 'player'),
  readRow(getInbox, 'player'),
  readRow(checkStatus, 'player'),
  readRow(getLimits, 'player'),
  readRow(listMissions, 'player'),
  readRow(myLeaderboard, 'player', WEEK_BY_STAKE),
  readRow(minigameInfo, 'player'),
  readRow(minigameHistory, 'player'),
  readRow(bankList, 'player'),
  readRow(statement, 'player'),
  readRow(transactionHistory, 'player'),
  readRow(betHistory, 'player'),
  readRow(recentGames, 'player'),
  readRow(promotionClaims, 'player'),
  readRow(referralSummary, 'player'),
];
