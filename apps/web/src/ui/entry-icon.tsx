import type { CategoryKey } from '@felt/contract';
import type { PageKey } from '@/tenant/menu-entries';

export type IconName = CategoryKey | PageKey | 'home' | 'more';

/** A menu entry's drawing (entry-icon.css), decorative: the entry's label always sits beside it. */
export function EntryIcon({ name }: { name: IconName }) {
  return <span data-slot="icon" data-icon={name} />;
}
