import { BetSlip } from '../parts/bet-slip';
import { NavList } from '../parts/nav-list';
import { PhoneBar } from '../parts/phone-bar';
import { SiteFooter } from '../parts/site-footer';
import { SiteHeader } from '../parts/site-header';
import { SkipLink } from '../parts/skip-link';
import type { ShellProps } from './shell-props';

/**
 * Sportsbook family: a compact top bar, then three columns on wide screens: the sports list with provider
 * counts, the content, and the bet slip. On phones the list becomes the top bar's scrolling row.
 */
export function SportsbookShell({ descriptor, site, domain, entries, languages, children }: ShellProps) {
  return (
    <div data-slot="shell" data-shell="sportsbook" data-header={descriptor.header}>
      <SkipLink />
      <SiteHeader site={site} languages={languages} entries={entries} />
      <div data-slot="frame">
        <NavList entries={entries} slot="side-list" label="sportsNav" icons counts />
        <main id="main" data-slot="main" tabIndex={-1}>
          {children}
        </main>
        <BetSlip />
      </div>
      <SiteFooter site={site} domain={domain} />
      <PhoneBar site={site} domain={domain} entries={entries} slip />
    </div>
  );
}
