'use client';

import { useTranslations } from 'next-intl';
import { RequirePlayer } from '@/features/session/guards';
import { Link } from '@/i18n/navigation';
import { PagePanel } from '@/ui/form/page-panel';
import { AccountSummary } from './account-summary';
import { LogoutButton } from './logout-button';

const LINKS = [
  { href: '/profile', key: 'profile' },
  { href: '/edit-profile', key: 'editProfile' },
  { href: '/change-password', key: 'changePassword' },
  { href: '/security', key: 'security' },
] as const;

/** The /account hub: money and VIP at a glance, the account pages, and logging out. */
export function AccountClient() {
  const t = useTranslations('ui.account');
  return (
    <RequirePlayer>
      <PagePanel title={t('hub.title')} width="wide">
        <AccountSummary />
        <nav data-slot="account-section" aria-labelledby="account-links-title">
          <h2 id="account-links-title" data-slot="account-section-title">
            {t('hub.manage')}
          </h2>
          <ul data-slot="account-links">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} data-slot="account-link">
                  {t(`pages.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LogoutButton />
      </PagePanel>
    </RequirePlayer>
  );
}
