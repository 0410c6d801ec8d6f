'use client';

import type { LocaleEntry } from '@felt/contract';
import { useLocale } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useTenantRouting } from '@/i18n/tenant-routing-provider';
import { listboxKey } from './listbox-keys';
import { LocaleIcon } from './locale-icon';
import { switchLocale } from './switch-locale';

/** The option index an event happened in, or -1 (clicks and hovers are delegated to the list). */
const indexOf = (target: EventTarget) =>
  Number((target as Element).closest<HTMLElement>('[role="option"]')?.dataset.index ?? -1);

type Props = {
  /** The switcher's id prefix: the list is `${id}-list`, labelled by `${id}-label`. */
  id: string;
  languages: readonly LocaleEntry[];
  selected: number;
  /** Closes the list and gives focus back to the button. */
  onHide: () => void;
  /** Closes the list where focus went elsewhere. */
  onLeave: () => void;
  /** Client navigation to the switched page, inside the switcher's transition. */
  navigate: (href: string) => void;
};

/**
 * The open list of the language switcher (locale-switcher.tsx), loaded when it first opens: options by icon
 * and own name, the keys of a select-only listbox, and the SPEC 4 switch of the one chosen.
 */
export function LocaleList({ id, languages, selected, onHide, onLeave, navigate }: Props) {
  const locale = useLocale();
  const tenant = useTenantRouting();
  const pathname = usePathname();
  const [active, setActive] = useState(selected);
  const listRef = useRef<HTMLDivElement>(null);

  // Focus follows the highlighted option (roving focus), so screen readers read each one as it is reached.
  useEffect(() => {
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.focus();
    option?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function choose(index: number) {
    const entry = languages[index];
    if (!entry) return;
    onHide();
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
      navigate,
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = listboxKey(event.key, active, languages.length);
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'move') setActive(action.index);
    else if (action.type === 'choose') choose(action.index);
    else onHide();
  }

  return (
    <div
      ref={listRef}
      id={`${id}-list`}
      role="listbox"
      data-slot="locale-list"
      aria-labelledby={`${id}-label`}
      onKeyDown={onKeyDown}
      onClick={(event) => choose(indexOf(event.target))}
      onMouseMove={(event) => {
        const index = indexOf(event.target);
        if (index >= 0 && index !== active) setActive(index);
      }}
      onBlur={(event) => {
        const switcher = event.currentTarget.closest('[data-slot="locale-switcher"]');
        if (!switcher?.contains(event.relatedTarget)) onLeave();
      }}
    >
      {languages.map((entry, index) => (
        <div
          key={entry.prefix}
          role="option"
          tabIndex={-1}
          data-slot="locale-option"
          data-index={index}
          data-active={index === active || undefined}
          aria-selected={index === selected}
        >
          <LocaleIcon entry={entry} />
          <span lang={entry.bcp47}>{entry.name}</span>
        </div>
      ))}
    </div>
  );
}
