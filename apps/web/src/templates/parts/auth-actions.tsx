import type { LocaleEntry } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { Link } from '@/i18n/navigation';

/**
 * Language, log in and sign up. Guests go to /login and /register for now; the login-modal templates
 * (descriptor.loginMode) open their modal once the players issue adds it.
 */
export async function AuthActions({ languages }: { languages: readonly LocaleEntry[] }) {
  const t = await getTranslations('ui.shell');
  return (
    <div data-slot="header-actions">
      <LocaleSwitcher languages={languages} />
      <div data-slot="auth-buttons">
        <Link href="/login" data-slot="button" data-variant="ghost">
          {t('login')}
        </Link>
        <Link href="/register" data-slot="button" data-variant="cta">
          {t('register')}
        </Link>
      </div>
    </div>
  );
}
