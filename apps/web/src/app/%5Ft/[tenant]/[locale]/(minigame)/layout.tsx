import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MinigameFrame } from '@/features/minigame/minigame-frame';
import { PageMessages } from '@/i18n/page-messages';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The dedicated minigame layout (SPEC 2.2): the tenant layout leaves the template's shell out around this group
// (features/minigame/layout-choice.tsx); fonts, theme, the shell's messages and the session stay, and the
// wheel's own client messages come with the group.
export default async function MinigameLayout({ children, params }: { children: ReactNode; params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  return (
    <MinigameFrame locale={locale} siteName={tenant.startup.site.site_name}>
      <PageMessages locale={locale} paths={['ui.minigame']}>
        {children}
      </PageMessages>
    </MinigameFrame>
  );
}
