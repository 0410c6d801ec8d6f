import type { ReactNode } from 'react';
import type { PathWithQuery } from '@/i18n/localize-href';
import { Link } from '@/i18n/navigation';
import './home.css';

type Props = {
  /** Names the row: its `data-row` and its title's id. */
  id: string;
  /** What its list holds, which sets how wide an item may shrink (home.css). */
  items: 'games' | 'providers' | 'promotions';
  title: string;
  /** The page holding all of the row's items, where there is one. */
  more?: { href: string | PathWithQuery; label: string } | undefined;
  children: ReactNode;
};

/** One of the home's lobby rows: a titled section over a list that is a rail on phones, one line when wide. */
export function HomeRow({ id, items, title, more, children }: Props) {
  const titleId = `${id}-title`;
  return (
    <section data-slot="home-row" data-row={id} data-items={items} aria-labelledby={titleId}>
      <h2 id={titleId} data-slot="section-title">
        {title}
      </h2>
      {children}
      {more ? (
        <Link href={more.href} data-slot="section-more">
          {more.label}
        </Link>
      ) : null}
    </section>
  );
}
