import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { entryLabelKey, type MenuEntry } from '@/tenant/menu-entries';
import { EntryIcon } from '@/ui/entry-icon';
import './home.css';

/** Shortcuts to the game categories the site offers (the menu entries that are categories). */
export async function CategoryStrip({ entries }: { entries: MenuEntry[] }) {
  const t = await getTranslations('ui');
  return (
    <section data-slot="category-strip" aria-labelledby="category-strip-title">
      <h2 id="category-strip-title" data-slot="section-title">
        {t('home.categories.title')}
      </h2>
      <ul data-slot="category-list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link href={entry.href} data-slot="category-chip" data-key={entry.key}>
              <EntryIcon name={entry.key} />
              <span>{t(`shell.${entryLabelKey(entry)}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
