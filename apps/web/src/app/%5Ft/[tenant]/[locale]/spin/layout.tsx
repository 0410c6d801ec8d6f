import { messagesLayout } from '@/i18n/page-messages';

// The prize wheel inside the site's layout.
export default messagesLayout(['ui.minigame']);
