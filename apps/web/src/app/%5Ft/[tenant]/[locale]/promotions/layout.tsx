import { messagesLayout } from '@/i18n/page-messages';

// The promotions and a promotion's page: claiming and its progress.
export default messagesLayout(['ui.promotions']);
