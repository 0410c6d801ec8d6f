import type { CategoryKey } from '@felt/contract';
import type { PageKey } from '@/tenant/menu-entries';

/** The phone bar's own tabs: shell-wide places that are no menu entry. */
export type ShellIconName = 'rewards' | 'chat' | 'partners' | 'account' | 'menu' | 'slip';

export type IconName = CategoryKey | PageKey | ShellIconName | 'home' | 'more';

/** A menu entry's drawing (entry-icon.css), decorative: the entry's label always sits beside it. */
export function EntryIcon({ name }: { name: IconName }) {
  return <span data-slot="icon" data-icon={name} />;
}
