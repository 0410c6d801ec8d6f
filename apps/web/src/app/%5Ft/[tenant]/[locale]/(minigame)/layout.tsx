import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MinigameFrame } from '@/features/minigame/minigame-frame';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The dedicated minigame layout (SPEC 2.2): the tenant layout leaves the template's shell out around this group
// (features/minigame/layout-choice.tsx); fonts, theme, messages and the session stay.
export default async function MinigameLayout({ children, params }: { children: ReactNode; params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  return (
    <MinigameFrame locale={locale} siteName={tenant.startup.site.site_name}>
      {children}
    </MinigameFrame>
  );
}
