'use client';

import { useTranslations } from 'next-intl';
import { SHARE_TARGETS, shareHref } from './share-links';
import '@/features/account/account.css';
import '@/features/promotions/promotions.css';

/** Plain share links, each opening the service in a new tab and saying so in its name. */
export function ShareList({ url }: { url: string }) {
  const t = useTranslations('ui.referral');
  const text = t('shareText');
  return (
    <nav data-slot="referral-share" aria-labelledby="referral-share-title">
      <h2 id="referral-share-title" data-slot="account-section-title" data-face="display">
        {t('share')}
      </h2>
      <ul>
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <a
              href={shareHref(target, url, text)}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="referral-share-link"
              data-target={target}
              aria-label={t(`shareOn.${target}`)}
            >
              {t(`services.${target}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
