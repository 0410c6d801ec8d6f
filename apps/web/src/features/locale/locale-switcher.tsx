'use client';

import type { LocaleEntry } from '@felt/contract';
import { useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useTransition } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';

/** The tenant's languages by their own names; switching keeps the page and remembers the choice (cookie). */
export function LocaleSwitcher({ languages }: { languages: readonly LocaleEntry[] }) {
  const t = useTranslations('ui.locale');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const id = useId();

  if (languages.length < 2) return null;

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = languages.find((entry) => entry.prefix === event.target.value)?.prefix;
    if (!next) return;
    // The query string survives the switch; read at event time so the page stays static.
    const href = `${pathname}${window.location.search}`;
    startTransition(() => router.replace(href, { locale: next }));
  }

  return (
    <div data-slot="locale-switcher" className="locale-switcher">
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <select id={id} value={locale} onChange={onChange} disabled={isPending} aria-busy={isPending}>
        {languages.map((entry) => (
          <option key={entry.prefix} value={entry.prefix} lang={entry.bcp47}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}
