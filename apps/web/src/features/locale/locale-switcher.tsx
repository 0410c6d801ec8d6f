'use client';

import type { LocaleEntry } from '@felt/contract';
import { useRouter as usePlainRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState, useTransition } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useTenantRouting } from '@/i18n/tenant-routing-provider';
import { listboxKey, opensList } from './listbox-keys';
import { LocaleIcon } from './locale-icon';
import { afterSwitch, switchLocale, takeArrival } from './switch-locale';

/** The option index an event happened in, or -1 (clicks and hovers are delegated to the list). */
const indexOf = (target: EventTarget) =>
  Number((target as Element).closest<HTMLElement>('[role="option"]')?.dataset.index ?? -1);

/**
 * The tenant's languages by icon and own name, as a button and a listbox (a native select cannot show
 * icons). Choosing one runs the SPEC 4 switch (switch-locale.ts); the page and query stay.
 */
export function LocaleSwitcher({ languages }: { languages: readonly LocaleEntry[] }) {
  const t = useTranslations('ui.locale');
  const locale = useLocale();
  const tenant = useTenantRouting();
  const pathname = usePathname();
  // Next's own router: next-intl's would rewrite the cookie without Secure and add a redirect through /en.
  const router = usePlainRouter();
  const [isPending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState('');
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
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

  // Focus follows the highlighted option (roving focus), so screen readers read each one as it is reached.
  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.focus();
    option?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const current = languages[selected];
  if (languages.length < 2 || !current) return null;

  function show() {
    setActive(selected);
    setOpen(true);
  }

  function hide() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(index: number) {
    const entry = languages[index];
    if (!entry) return;
    hide();
    const { search, protocol } = window.location;
    const request = {
      requested: entry.prefix,
      current: locale,
      tenant,
      pathname,
      search,
      https: protocol === 'https:',
    };
    switchLocale(request, {
      writeCookie: (cookie) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
        document.cookie = cookie;
      },
      navigate: (href) => startTransition(() => router.replace(href)),
    });
  }

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = listboxKey(event.key, active, languages.length);
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'move') setActive(action.index);
    else if (action.type === 'choose') choose(action.index);
    else hide();
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
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-busy={isPending || undefined}
        onClick={() => (open ? hide() : show())}
        onKeyDown={(event) => {
          if (!opensList(event.key)) return;
          event.preventDefault();
          show();
        }}
      >
        <LocaleIcon entry={current} />
        <span lang={current.bcp47}>{current.name}</span>
      </button>
      <div
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        data-slot="locale-list"
        hidden={!open}
        aria-labelledby={`${id}-label`}
        onKeyDown={onListKeyDown}
        onClick={(event) => choose(indexOf(event.target))}
        onMouseMove={(event) => {
          const index = indexOf(event.target);
          if (index >= 0 && index !== active) setActive(index);
        }}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
        }}
      >
        {languages.map((entry, index) => (
          <div
            key={entry.prefix}
            role="option"
            tabIndex={-1}
            data-slot="locale-option"
            data-index={index}
            data-active={(open && index === active) || undefined}
            aria-selected={index === selected}
          >
            <LocaleIcon entry={entry} />
            <span lang={entry.bcp47}>{entry.name}</span>
          </div>
        ))}
      </div>
      <span role="status" className="sr-only">
        {status}
      </span>
    </div>
  );
}
