'use client';

import { useTranslations } from 'next-intl';
import { RequirePlayer } from '@/features/session/guards';
import { Link } from '@/i18n/navigation';
import { PagePanel } from '@/ui/form/page-panel';
import type ui from '../../../messages/en/ui.json';
import { AccountSummary } from './account-summary';
import { LogoutButton } from './logout-button';
import '@/ui/form/forms.css';
import './account.css';
import '@/features/protection/protection.css';

type HubLink = { href: string; key: keyof typeof ui.account.pages };

const MONEY_LINKS: readonly HubLink[] = [
  { href: '/deposit', key: 'deposit' },
  { href: '/withdrawal', key: 'withdrawal' },
  { href: '/bank-details', key: 'bankDetails' },
  { href: '/transaction-history', key: 'transactionHistory' },
  { href: '/statement', key: 'statement' },
  { href: '/bet-history', key: 'betHistory' },
];

const ACCOUNT_LINKS: readonly HubLink[] = [
  { href: '/inbox', key: 'inbox' },
  { href: '/vip', key: 'vip' },
  { href: '/mission', key: 'mission' },
  { href: '/leaderboard', key: 'leaderboard' },
  { href: '/promotions', key: 'promotions' },
  { href: '/referral', key: 'referral' },
  { href: '/profile', key: 'profile' },
  { href: '/edit-profile', key: 'editProfile' },
  { href: '/change-password', key: 'changePassword' },
  { href: '/security', key: 'security' },
  { href: '/responsible-gaming', key: 'responsibleGaming' },
];

/** The /account hub: money and VIP at a glance, the account pages, and logging out. */
export function AccountClient({ showReferral = true }: { showReferral?: boolean }) {
  const t = useTranslations('ui.account');
  return (
    <RequirePlayer>
      <PagePanel title={t('hub.title')} width="wide">
        <AccountSummary />
        <LinkGroup id="account-money-title" title={t('hub.money')} links={MONEY_LINKS} />
        <LinkGroup
          id="account-links-title"
          title={t('hub.manage')}
          links={showReferral ? ACCOUNT_LINKS : ACCOUNT_LINKS.filter((l) => l.href !== '/referral')}
        />
        <LogoutButton />
      </PagePanel>
    </RequirePlayer>
  );
}

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly HubLink[] }) {
  const t = useTranslations('ui.account.pages');
  return (
    <nav data-slot="account-section" aria-labelledby={id}>
      <h2 id={id} data-slot="account-section-title" data-face="display">
        {title}
      </h2>
      <ul data-slot="account-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} data-slot="account-link">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
