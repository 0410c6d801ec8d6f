import { Link } from '@/i18n/navigation';
import { EntryIcon, type IconName } from '@/ui/entry-icon';

type Props = { href: string; icon: IconName; label: string; slot: 'tab' | 'sheet-link' };

/** A site link drawn as an icon over or beside its label: the phone bar's tabs and the menus' sheet links. */
export function IconLink({ href, icon, label, slot }: Props) {
  return (
    <Link href={href} data-slot={slot}>
      <EntryIcon name={icon} />
      <span>{label}</span>
    </Link>
  );
}
