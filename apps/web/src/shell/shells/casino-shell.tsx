import { PhoneBar } from '../parts/phone-bar';
import { SiteFooter } from '../parts/site-footer';
import { SiteHeader } from '../parts/site-header';
import { SkipLink } from '../parts/skip-link';
import type { ShellProps } from './shell-props';

/** Casino family: header with logo, a horizontal category nav (a scrolling row on phones) and actions. */
export function CasinoShell({ descriptor, site, domain, entries, languages, children }: ShellProps) {
  return (
    <div data-slot="shell" data-shell="casino" data-header={descriptor.header}>
      <SkipLink />
      <SiteHeader site={site} languages={languages} entries={entries} />
      <main id="main" data-slot="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} domain={domain} />
      <PhoneBar site={site} domain={domain} entries={entries} />
    </div>
  );
}
