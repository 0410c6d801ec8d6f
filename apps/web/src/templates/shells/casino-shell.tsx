import { AuthActions } from '../parts/auth-actions';
import { NavList } from '../parts/nav-list';
import { SiteFooter } from '../parts/site-footer';
import { SiteLogo } from '../parts/site-logo';
import { SkipLink } from '../parts/skip-link';
import type { ShellProps } from './shell-props';

/** Casino family: header with logo, a horizontal category nav (a scrolling row on phones) and actions. */
export function CasinoShell({ descriptor, site, entries, languages, children }: ShellProps) {
  return (
    <div data-slot="shell" data-shell="casino" data-header={descriptor.header}>
      <SkipLink />
      <header data-slot="header">
        <div data-slot="header-inner">
          <SiteLogo site={site} />
          <NavList entries={entries} slot="nav" label="mainNav" />
          <AuthActions languages={languages} />
        </div>
      </header>
      <main id="main" data-slot="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
