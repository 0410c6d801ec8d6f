import { messagesLayout } from '@/i18n/page-messages';

// The lobbies and the game page: the games' client messages.
export default messagesLayout(['ui.games']);
