import { keepMenuEntry, type LocalePrefix, localeByPrefix } from '@felt/contract';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteState } from '@/features/site/site-state.server';
import { StartupPreloader } from '@/features/site/startup-preloader';
import { pickMessages, shellMessagePaths } from '@/i18n/client-messages';
import type { Messages } from '@/i18n/load-messages';
import { TenantRoutingProvider } from '@/i18n/tenant-routing-provider';
import { preloadFonts } from '@/lib/font-preload.server';
import { fontVariables } from '@/lib/fonts';
import { TemplateShell } from '@/shell/template-shell';
import { templateAttributes } from '@/templates';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { siteView } from '@/tenant/site-view';
import { PlaceholderPainter } from '@/ui/placeholder-painter';
import { MaintenanceView } from './maintenance-view';
import { TemplateStyle } from './template-style';
import { ThemeErrorView } from './theme-error-view';

/**
 * The document of a tenant page: <html lang> in BCP 47, the template's body attributes, the providers
 * client code needs, and what SPEC 4 says to show: only maintenance, only a theme error, or the site.
 */
export async function TenantRoot({
  tenant,
  locale,
  children,
  head,
  bodyStart,
}: {
  tenant: ReadyTenant;
  locale: LocalePrefix;
  children: ReactNode;
  /** The <head> element: JSON-LD and analytics scripts that must be in the served head. */
  head?: ReactNode;
  /** First in <body>, whatever the view: analytics noscript blocks. */
  bodyStart?: ReactNode;
}) {
  const entry = localeByPrefix(locale)!;
  const { site, maintenance, content, provider_count } = tenant.startup;
  const view = siteView(tenant);
  const languages = tenant.locales.locales.map((prefix) => localeByPrefix(prefix)!);
  // Only the shell's client messages; each page adds its own (PageMessages).
  const shell =
    view.kind === 'site' ? shellMessagePaths(view.descriptor.loginMode, view.descriptor.family) : ['ui.common'];
  const messages = pickMessages((await getMessages({ locale })) as Messages, shell);
  // A tenant that hides the referral page (show_referral false) gets no menu link to it either.
  const shown = (key: string) =>
    keepMenuEntry(key, provider_count) && (key !== 'referral' || tenant.startup.show_referral !== false);
  const menu = content.menu.children.filter((child) => shown(child.game_menu));
  preloadFonts();

  return (
    <html lang={entry.bcp47} className={fontVariables}>
      {head}
      <body {...(view.kind === 'site' ? templateAttributes(view.descriptor, view.color) : {})}>
        {bodyStart}
        {view.kind === 'site' && (
          <TemplateStyle template={view.descriptor.name} face={view.descriptor.face} locale={locale} />
        )}
        <NextIntlClientProvider messages={messages}>
          <TenantRoutingProvider value={tenant.locales}>
            {view.kind === 'maintenance' && <MaintenanceView site={site} maintenance={maintenance} locale={entry} />}
            {view.kind === 'themeError' && <ThemeErrorView errorKey={view.errorKey} locale={locale} />}
            <SiteState tenant={tenant} view={view} menu={menu} />
            {view.kind === 'site' && <StartupPreloader />}
            {view.kind === 'site' && <PlaceholderPainter />}
            {view.kind === 'site' && (
              <TemplateShell
                descriptor={view.descriptor}
                site={site}
                domain={tenant.domain}
                menu={menu}
                providerCount={provider_count}
                languages={languages}
              >
                {children}
              </TemplateShell>
            )}
          </TenantRoutingProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
