'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RequirePlayer } from '@/features/session/guards';
import { Link } from '@/i18n/navigation';
import { PagePanel } from '@/ui/form/page-panel';
import '@/ui/form/forms.css';

type Props = { title: string; width?: 'narrow' | 'wide'; children: ReactNode };

/** An account page: players only (guests are sent away as SPEC 2.4 says), with a way back to the hub. */
export function AccountPage({ title, width, children }: Props) {
  const t = useTranslations('ui.account');
  return (
    <RequirePlayer>
      <p data-slot="form-back">
        <Link href="/account">{t('backToAccount')}</Link>
      </p>
      <PagePanel title={title} width={width}>
        {children}
      </PagePanel>
    </RequirePlayer>
  );
}
