import { messagesLayout } from '@/i18n/page-messages';

// The player's pages: the client messages of account, money (with a bonus's wagering left and what a withdrawal
// forfeits), history, missions, referral and their forms.
export default messagesLayout([
  'ui.account',
  'ui.money',
  'ui.moneyHistory',
  'ui.betHistory',
  'ui.missions',
  'ui.referral',
  'ui.vip',
  'ui.promotions',
  'ui.bonus',
  'ui.auth',
  'validation',
]);
