import { messagesLayout } from '@/i18n/page-messages';

// Login, registration and password reset: the forms' client messages.
export default messagesLayout(['ui.auth', 'validation']);
