import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { entryLabelKey, type MenuEntry } from '@/tenant/menu-entries';
import { EntryIcon } from '@/ui/entry-icon';
import { IconLink } from './icon-link';
import { NavFold } from './nav-fold';

type Props = {
  entries: readonly MenuEntry[];
  /** The slot name the stylesheets address: nav (top bar), rail (slot sidebar), side-list (sportsbook). */
  slot: 'nav' | 'rail' | 'side-list';
  label: 'mainNav' | 'sportsNav';
  icons?: boolean;
  counts?: boolean;
};

/**
 * The site menu as a list of links; shells choose where it sits and which extras it shows. In the top bar, what does
 * not fit its row on a wide screen folds into a More menu (NavFold).
 */
export async function NavList({ entries, slot, label, icons = false, counts = false }: Props) {
  if (entries.length === 0) return null;
  const t = await getTranslations('ui.shell');
  return (
    <nav data-slot={slot} aria-label={t(label)}>
      <ul data-slot="nav-list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link href={entry.href} data-slot="nav-link" data-key={entry.key}>
              {icons ? <EntryIcon name={entry.key} /> : null}
              <span data-slot="nav-label">{t(entryLabelKey(entry))}</span>
              {counts && entry.kind === 'category' && entry.key !== 'hot' ? (
                <span data-slot="nav-count">
                  <span aria-hidden="true">{entry.providers}</span>
                  <span className="sr-only">{t('providers', { count: entry.providers })}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {slot === 'nav' ? (
        <details data-slot="nav-more">
          <summary data-slot="nav-link">{t('more')}</summary>
          <ul data-slot="nav-more-list">
            {entries.map((entry) => (
              <li key={entry.key}>
                <IconLink href={entry.href} icon={entry.key} label={t(entryLabelKey(entry))} slot="sheet-link" />
              </li>
            ))}
          </ul>
          <NavFold />
        </details>
      ) : null}
    </nav>
  );
}
