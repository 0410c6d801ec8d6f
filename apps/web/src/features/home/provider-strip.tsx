import { lobbyLink } from '@/features/games/game-pages';
import { Link } from '@/i18n/navigation';
import type { ProviderLink } from './home-rows';
import './home.css';

/** The providers' logos, each leading to its lobby with it chosen; one without a logo is named in letters. */
export function ProviderStrip({ providers }: { providers: readonly ProviderLink[] }) {
  return (
    <ul data-slot="row-rail">
      {providers.map(({ provider_code, provider_name, logo_url, category }) => (
        <li key={provider_code}>
          <Link href={lobbyLink(category, { provider: provider_code })} data-slot="provider-chip">
            {logo_url ? (
              // biome-ignore lint/performance/noImgElement: the platform's small SVG badges need no optimisation.
              <img src={logo_url} alt={provider_name} width={240} height={96} loading="lazy" decoding="async" />
            ) : (
              <span data-slot="provider-monogram">{provider_name}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
