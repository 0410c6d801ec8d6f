import type { Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { visibleFooterLinks } from '@/features/content/footer-links';
import { loadCmsOf } from '@/features/content/load-cms.server';
import { Link } from '@/i18n/navigation';

/** `domain` names the tenant, whose switched-off CMS pages lose their footer link. */
export async function SiteFooter({ site, domain }: { site: Site; domain: string }) {
  const links = visibleFooterLinks(await loadCmsOf(domain, site.external_id));
  const t = await getTranslations('ui.shell.footer');
  const tProtection = await getTranslations('ui.protection.footer');
  // Rendered into the cached page; the year turns over when the page is next regenerated.
  const year = new Date().getFullYear();
  return (
    <footer data-slot="footer">
      <div data-slot="footer-inner">
        <p data-slot="footer-brand">{site.logo_text || site.site_name}</p>
        <nav aria-label={t('label')} data-slot="footer-nav">
          <ul>
            {links.map(([key, href]) => (
              <li key={key}>
                <Link href={href} data-slot="footer-link">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p data-slot="footer-notice">
          <span data-slot="age-badge" aria-hidden="true">
            {t('ageBadge')}
          </span>
          <span>
            {t('ageNotice')}{' '}
            <Link href="/responsible-gaming" data-slot="footer-limits-link">
              {tProtection('limitsLink')}
            </Link>
          </span>
        </p>
        <p data-slot="copyright">{t('copyright', { year, siteName: site.site_name })}</p>
      </div>
    </footer>
  );
}
