import { messagesLayout } from '@/i18n/page-messages';

// The leaderboard's periods and table.
export default messagesLayout(['ui.leaderboard']);
