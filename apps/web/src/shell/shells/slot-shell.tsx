import { NavList } from '../parts/nav-list';
import { PhoneBar } from '../parts/phone-bar';
import { SiteFooter } from '../parts/site-footer';
import { SiteHeader } from '../parts/site-header';
import { SkipLink } from '../parts/skip-link';
import type { ShellProps } from './shell-props';

/** Slot family: a category rail with icons beside the content on wide screens, a bottom tab bar on phones. */
export function SlotShell({ descriptor, site, domain, entries, languages, children }: ShellProps) {
  return (
    <div data-slot="shell" data-shell="slot" data-header={descriptor.header}>
      <SkipLink />
      <SiteHeader site={site} languages={languages} markBelow={descriptor.breakpoint} />
      <div data-slot="frame">
        <NavList entries={entries} slot="rail" label="mainNav" icons />
        <div data-slot="content">
          <main id="main" data-slot="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter site={site} domain={domain} />
        </div>
      </div>
      <PhoneBar site={site} domain={domain} entries={entries} />
    </div>
  );
}
