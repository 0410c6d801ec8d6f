'use client';

import type { LocaleEntry } from '@felt/contract';
import { useRouter as usePlainRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useEffect, useId, useRef, useState, useTransition } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { opensList } from './listbox-keys';
import { afterSwitch, takeArrival } from './locale-arrival';
import { LocaleIcon } from './locale-icon';

// The list, its keys and the switch itself load when the list first opens; the page carries the button
// (decision 0043).
const LocaleList = lazyPart(() => import('./locale-list').then((m) => m.LocaleList));

/**
 * The tenant's languages by icon and own name, as a button and a listbox (a native select cannot show
 * icons). Choosing one runs the SPEC 4 switch (switch-locale.ts); the page and query stay.
 */
export function LocaleSwitcher({ languages }: { languages: readonly LocaleEntry[] }) {
  const t = useTranslations('ui.locale');
  const locale = useLocale();
  // Next's own router: next-intl's would rewrite the cookie without Secure and add a redirect through /en.
  const router = usePlainRouter();
  const [isPending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selected = Math.max(
    0,
    languages.findIndex((entry) => entry.prefix === locale),
  );

  useEffect(() => {
    const entry = languages.find((e) => e.prefix === locale);
    if (!entry || !takeArrival(locale)) return;
    const root = document.documentElement;
    afterSwitch(entry, t('changed', { language: entry.name }), {
      root,
      announce: setStatus,
      close: () => setOpen(false),
    });
    // The new page may have replaced the switcher and dropped focus; keyboard users go on from here.
    if (document.activeElement === document.body) buttonRef.current?.focus();
  }, [locale, languages, t]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const current = languages[selected];
  if (languages.length < 2 || !current) return null;

  function hide() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div ref={rootRef} data-slot="locale-switcher" className="locale-switcher" data-open={open || undefined}>
      <span id={`${id}-label`} hidden>
        {t('label')}
      </span>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        data-slot="locale-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-busy={isPending || undefined}
        onClick={() => (open ? hide() : setOpen(true))}
        onKeyDown={(event) => {
          if (!opensList(event.key)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <LocaleIcon entry={current} />
        <span lang={current.bcp47}>{current.name}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LocaleList
            id={id}
            languages={languages}
            selected={selected}
            onHide={hide}
            onLeave={() => setOpen(false)}
            navigate={(href) => startTransition(() => router.replace(href))}
          />
        </Suspense>
      ) : null}
      <span role="status" className="sr-only">
        {status}
      </span>
    </div>
  );
}
