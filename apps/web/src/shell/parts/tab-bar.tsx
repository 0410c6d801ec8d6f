import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { entryLabelKey, type MenuEntry } from '@/tenant/menu-entries';
import { EntryIcon } from '@/ui/entry-icon';

/** Entries that fit the bar beside Home and More on a 320 px phone. */
const TABS = 3;

/**
 * The slot family's phone navigation: a bottom bar with Home, the first categories and a More sheet that
 * lists everything. The sheet is a <details>, so it opens without script and with the keyboard.
 */
export async function TabBar({ entries }: { entries: readonly MenuEntry[] }) {
  const t = await getTranslations('ui.shell');
  return (
    <nav data-slot="tabbar" aria-label={t('quickNav')}>
      <ul data-slot="tabbar-list">
        <li>
          <Link href="/" data-slot="tab">
            <EntryIcon name="home" />
            <span>{t('home')}</span>
          </Link>
        </li>
        {entries.slice(0, TABS).map((entry) => (
          <li key={entry.key}>
            <Link href={entry.href} data-slot="tab">
              <EntryIcon name={entry.key} />
              <span>{t(entryLabelKey(entry))}</span>
            </Link>
          </li>
        ))}
        {entries.length > TABS ? (
          <li>
            <details data-slot="tabbar-more">
              <summary data-slot="tab">
                <EntryIcon name="more" />
                <span>{t('more')}</span>
              </summary>
              <ul data-slot="tabbar-sheet">
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <Link href={entry.href} data-slot="sheet-link">
                      <EntryIcon name={entry.key} />
                      <span>{t(entryLabelKey(entry))}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
