import type { Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { appLinks } from '@/features/content/app-links';
import type { LiveChatSettings } from '@/tenant/live-chat';
import { loadTenant } from '@/tenant/load-tenant.server';
import { currentBuildId } from './build-id.server';
import { DeferredWidgets } from './deferred-widgets';
import { loadPartners } from './load-partners.server';
import type { WidgetLabels } from './widget-labels';

/**
 * The shell's widgets: reads what they need on the server (site flags, partners, texts, build id) so the
 * cached page carries it, and hands it to the one client component that shows them once the page has hydrated.
 */
export async function ShellWidgets({ domain, site }: { domain: string; site: Site }) {
  const [t, partners, tenant] = await Promise.all([
    getTranslations('ui.widgets'),
    loadPartners(domain, site.external_id),
    // The tenant's startup answer, from the data cache the layout has just filled; no chat if it fails.
    loadTenant(domain).catch(() => null),
  ]);
  const liveChat: LiveChatSettings =
    tenant?.kind === 'ready' ? tenant.startup.live_chat : { chat_id: null, image_id: null, status: false };
  const labels: WidgetLabels = {
    rewards: t('rewards.label'),
    rewardsDismiss: t('rewards.dismiss'),
    partnersTitle: t('partners.title'),
    partnersOpen: t('partners.open'),
    partnersCollapse: t('partners.collapse'),
    partnersExpand: t('partners.expand'),
    liveChat: t('liveChat.label'),
    appPromptTitle: t('appPrompt.title', { siteName: site.site_name }),
    appPromptText: t('appPrompt.text'),
    appPromptInstall: t('appPrompt.install'),
    appPromptLater: t('appPrompt.later'),
    newTab: t('newTab'),
    progress: t('progress'),
  };
  return (
    <DeferredWidgets
      labels={labels}
      rewards={site.gamify_status}
      partners={partners}
      liveChat={liveChat}
      appLinks={appLinks(site)}
      buildId={currentBuildId()}
    />
  );
}
