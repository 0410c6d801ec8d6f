import { messagesLayout } from '@/i18n/page-messages';

// The odds board, its bet slip and the sports lobby.
export default messagesLayout(['ui.sportsbook', 'ui.games']);
