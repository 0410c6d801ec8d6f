import type { Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { appLinks } from '@/features/content/app-links';
import { loadPartners } from '@/features/shell-widgets/load-partners.server';
import { safePartnerHref } from '@/features/shell-widgets/partner-view';
import { SlipCount } from '@/features/sportsbook/slip-count';
import { liveChatUrl } from '@/tenant/live-chat';
import { loadTenant } from '@/tenant/load-tenant.server';
import { entryLabelKey, type MenuEntry } from '@/tenant/menu-entries';
import { EntryIcon } from '@/ui/entry-icon';
import { IconLink } from './icon-link';

type Props = {
  site: Site;
  domain: string;
  entries: readonly MenuEntry[];
  /** The sportsbook's bar: its third tab opens the bet slip as a sheet, with the count of picks. */
  slip?: boolean;
};

/**
 * The one fixed layer on phones, in every family (docs/decisions/0049): Home, the first category, Promotions,
 * Rewards (or Chat, or the account where a site has neither) and a Menu sheet with everything else: every
 * category and page, the chat, the partners and the app. Server-rendered links and a <details>: it hydrates
 * nothing and opens without script. The floating widgets, the partners tab and the app bar stand down at this
 * width (widgets.css), so nothing else floats over the page.
 */
export async function PhoneBar({ site, domain, entries, slip = false }: Props) {
  const [t, w, partners, tenant] = await Promise.all([
    getTranslations('ui.shell'),
    getTranslations('ui.widgets'),
    loadPartners(domain, site.external_id),
    loadTenant(domain).catch(() => null),
  ]);
  const chat = tenant?.kind === 'ready' ? liveChatUrl(tenant.startup.live_chat) : null;
  const first = entries[0];
  const hasApp = appLinks(site).length > 0;
  const linked = partners.flatMap((p) => {
    const href = safePartnerHref(p.href);
    return href ? [{ href, name: p.partner_name }] : [];
  });
  const chatLink = (slot: 'tab' | 'sheet-link') =>
    chat ? (
      <a href={chat} target="_blank" rel="noopener noreferrer" data-slot={slot} data-live-chat="">
        <EntryIcon name="chat" />
        <span>{w('liveChat.label')}</span>
        <span className="sr-only"> {w('newTab')}</span>
      </a>
    ) : null;

  // The fourth tab: the rewards where the site has them, else the chat, else the player's account.
  let fourth = <IconLink href="/account" icon="account" label={t('account')} slot="tab" />;
  if (site.gamify_status) fourth = <IconLink href="/minigame" icon="rewards" label={w('rewards.label')} slot="tab" />;
  else if (chat) fourth = chatLink('tab')!;

  return (
    <nav data-slot="tabbar" aria-label={t('quickNav')}>
      <ul data-slot="tabbar-list">
        <li>
          <IconLink href="/" icon="home" label={t('home')} slot="tab" />
        </li>
        {first ? (
          <li>
            <IconLink href={first.href} icon={first.key} label={t(entryLabelKey(first))} slot="tab" />
          </li>
        ) : null}
        <li>
          {slip ? (
            // The slip is the sportsbook shell's aside: as the address's target it opens as a sheet (shells.css).
            <a href="#betslip" data-slot="tab">
              <EntryIcon name="slip" />
              <span>{t('betslip.title')}</span>
              <SlipCount />
            </a>
          ) : (
            <IconLink href="/promotions" icon="promotions" label={t('pages.promotions')} slot="tab" />
          )}
        </li>
        <li>{fourth}</li>
        <li>
          <details data-slot="tabbar-more">
            <summary data-slot="tab">
              <EntryIcon name="menu" />
              <span>{t('menu')}</span>
            </summary>
            <div data-slot="tabbar-sheet">
              <ul data-slot="sheet-list">
                {slip && !entries.some((entry) => entry.key === 'promotions') ? (
                  <li>
                    <IconLink href="/promotions" icon="promotions" label={t('pages.promotions')} slot="sheet-link" />
                  </li>
                ) : null}
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <IconLink href={entry.href} icon={entry.key} label={t(entryLabelKey(entry))} slot="sheet-link" />
                  </li>
                ))}
                {site.gamify_status && chat ? <li>{chatLink('sheet-link')}</li> : null}
                {hasApp && !entries.some((entry) => entry.key === 'download') ? (
                  <li>
                    <IconLink href="/download" icon="download" label={t('pages.download')} slot="sheet-link" />
                  </li>
                ) : null}
              </ul>
              {linked.length ? (
                <>
                  <p data-slot="sheet-heading">{w('partners.title')}</p>
                  <ul data-slot="sheet-list">
                    {linked.map((partner) => (
                      <li key={partner.href}>
                        <a href={partner.href} target="_blank" rel="noopener noreferrer" data-slot="sheet-link">
                          <EntryIcon name="partners" />
                          <span>{partner.name}</span>
                          <span className="sr-only"> {w('newTab')}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          </details>
        </li>
      </ul>
    </nav>
  );
}
