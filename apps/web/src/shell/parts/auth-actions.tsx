import type { LocaleEntry } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { Link } from '@/i18n/navigation';
import { HeaderSession } from './header-session';
import { LoginEntry } from './login-entry';

/**
 * Language and account. The guest buttons are rendered here, on the server, as every cached page starts
 * with them; HeaderSession swaps in the player bar in the browser once it knows a player is logged in.
 */
export async function AuthActions({ languages }: { languages: readonly LocaleEntry[] }) {
  const t = await getTranslations('ui.shell');
  return (
    <div data-slot="header-actions">
      <LocaleSwitcher languages={languages} />
      <HeaderSession>
        <div data-slot="auth-buttons">
          <LoginEntry />
          <Link href="/register" data-slot="button" data-variant="cta">
            {t('register')}
          </Link>
        </div>
      </HeaderSession>
    </div>
  );
}
