'use client';

import { LazyImage } from '@/ui/lazy-image';
import { openModal } from '@/ui/modal-stack';
import { type PartnerView, safePartnerHref } from './partner-view';
import { useStoredFlag } from './stored-flag';
import { WidgetIcon } from './widget-icons';
import type { WidgetLabels } from './widget-labels';

const COLLAPSED_KEY = 'felt:partners-collapsed';
export const PARTNERS_MODAL_ID = 'partners';

function PartnerList({ partners, newTab }: { partners: readonly PartnerView[]; newTab: string }) {
  return (
    <ul data-slot="partner-list">
      {partners.map((partner) => {
        const href = safePartnerHref(partner.href);
        const logo = <LazyImage src={partner.img_url} alt={partner.partner_name} placeholder={null} />;
        return (
          <li key={`${partner.partner_name}|${partner.href}`} data-slot="partner">
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" data-slot="partner-link">
                {logo}
                <span className="sr-only"> {newTab}</span>
              </a>
            ) : (
              <span data-slot="partner-link">{logo}</span>
            )}
            <span data-slot="partner-name">{partner.partner_name}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * SPEC 2.6: a side tab, shown when the site has partners, that opens the partners modal (through the one
 * modal stack); its arrow folds the tab away and out again, remembered for the browser session.
 */
export function PartnersTab({ partners, labels }: { partners: readonly PartnerView[]; labels: WidgetLabels }) {
  const [collapsed, setCollapsed] = useStoredFlag('session', COLLAPSED_KEY);
  if (partners.length === 0 || collapsed === null) return null;

  function open() {
    openModal({
      id: PARTNERS_MODAL_ID,
      title: labels.partnersTitle,
      content: <PartnerList partners={partners} newTab={labels.newTab} />,
    });
  }

  return (
    <div data-slot="partners-tab" data-collapsed={collapsed}>
      <button
        type="button"
        data-slot="partners-toggle"
        aria-label={collapsed ? labels.partnersExpand : labels.partnersCollapse}
        onClick={() => setCollapsed(!collapsed)}
      >
        <WidgetIcon name="chevron" />
      </button>
      {collapsed ? null : (
        <button type="button" data-slot="partners-open" aria-haspopup="dialog" onClick={open}>
          {labels.partnersOpen}
        </button>
      )}
    </div>
  );
}
