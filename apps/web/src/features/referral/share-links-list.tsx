'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SHARE_TARGETS, shareHref } from './share-links';
import '@/features/account/account.css';
import '@/features/promotions/promotions.css';

/**
 * Plain share links, each opening the service in a new tab. A link is named by the service it shows (WCAG 2.5.3: the
 * name holds the visible words in every language) and described by what it does, new tab included.
 */
export function ShareList({ url }: { url: string }) {
  const t = useTranslations('ui.referral');
  const text = t('shareText');
  const id = useId();
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
              aria-describedby={`${id}-${target}`}
            >
              {t(`services.${target}`)}
            </a>
            <span id={`${id}-${target}`} hidden>
              {t(`shareOn.${target}`)}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
