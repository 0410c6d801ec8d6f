import type { LocalePrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import './minigame.css';

type Props = { locale: LocalePrefix; siteName: string; children: ReactNode };

/**
 * The dedicated minigame layout (SPEC 2.2): no site header, menus or footer, only the site's name and a way back
 * to the site around a full-screen page.
 */
export async function MinigameFrame({ locale, siteName, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'ui.minigame' });
  return (
    <div data-slot="minigame-frame">
      <header data-slot="minigame-bar">
        <Link href="/" data-slot="minigame-back">
          <span aria-hidden="true">←</span> {t('back', { site: siteName })}
        </Link>
      </header>
      <main id="main" data-slot="minigame-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
