import type { Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

type Props = {
  site: Site;
  /** Below this width (px) the square mark (logo2) stands in for the wordmark, where the header is crowded. */
  markBelow?: number;
};

/** The brand mark linking home; the logo text stands in when the site has no logo image. */
export async function SiteLogo({ site, markBelow }: Props) {
  const t = await getTranslations('ui.shell');
  const label = t('logoHome', { siteName: site.site_name });
  return (
    <Link href="/" data-slot="logo" aria-label={label}>
      {site.logo1 ? (
        <picture>
          {markBelow && site.logo2 ? (
            <source media={`(max-width: ${markBelow - 1}px)`} srcSet={site.logo2} data-slot="logo-mark" />
          ) : null}
          {/* Operator logos come in any size from any host: a plain img, its height fixed by the stylesheet. */}
          <img src={site.logo1} alt="" data-slot="logo-image" />
        </picture>
      ) : (
        <span data-slot="logo-text">{site.logo_text || site.site_name}</span>
      )}
      {/* A player's phone header holds balance and Deposit: the square mark keeps the brand there (header.css). */}
      {site.logo1 && site.logo2 ? (
        // biome-ignore lint/performance/noImgElement: an operator's mark of any size and host, like the wordmark.
        <img src={site.logo2} alt="" loading="lazy" data-slot="logo-player-mark" />
      ) : null}
    </Link>
  );
}
