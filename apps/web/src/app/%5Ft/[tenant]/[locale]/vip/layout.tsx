import { messagesLayout } from '@/i18n/page-messages';

// The VIP ladder and the player's progress.
export default messagesLayout(['ui.vip']);
