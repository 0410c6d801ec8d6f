import type { LocaleEntry, Site } from '@felt/contract';
import type { MenuEntry } from '@/tenant/menu-entries';
import { AuthActions } from './auth-actions';
import { NavList } from './nav-list';
import { SiteLogo } from './site-logo';

type Props = {
  site: Site;
  languages: LocaleEntry[];
  /** Category entries for a horizontal nav in the header; shells with a side rail leave it out. */
  entries?: MenuEntry[];
  /** Below this width the logo shows its square mark (slot headers are crowded on phones). */
  markBelow?: number;
};

/** The top bar every shell starts with: logo, optional category nav, language and login actions. */
export function SiteHeader({ site, languages, entries, markBelow }: Props) {
  return (
    <header data-slot="header">
      <div data-slot="header-inner">
        <SiteLogo site={site} markBelow={markBelow} />
        {entries ? <NavList entries={entries} slot="nav" label="mainNav" /> : null}
        <AuthActions languages={languages} />
      </div>
    </header>
  );
}
