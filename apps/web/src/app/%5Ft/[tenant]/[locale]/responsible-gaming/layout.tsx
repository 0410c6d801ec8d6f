import { messagesLayout } from '@/i18n/page-messages';

// The player's protection tools and their forms.
export default messagesLayout(['ui.protection', 'validation']);
