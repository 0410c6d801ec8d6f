import { messagesLayout } from '@/i18n/page-messages';

// The promotions and a promotion's page: claiming and its progress, and the player's bonus wallet.
export default messagesLayout(['ui.promotions', 'ui.bonus']);
