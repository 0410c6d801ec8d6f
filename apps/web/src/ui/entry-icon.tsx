import type { CategoryKey } from '@felt/contract';
import type { PageKey } from '@/tenant/menu-entries';

export type IconName = CategoryKey | PageKey | 'home' | 'more';

// 24×24 line drawings, stroked in the current text colour; decorative, the label always sits beside them.
const PATHS: Record<IconName, string> = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  more: 'M4 6h16M4 12h16M4 18h16',
  hot: 'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9Z',
  slot_game: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
  casino: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 3v4M12 17v4M3 12h4M17 12h4',
  hash_game: 'M9 4 7 20M17 4l-2 16M4 9h16M3 15h16',
  sportsbook: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5 4 3-1.5 4.5h-5L8 11Z',
  fishing: 'M3 12c3-4 9-5 13-2l5-3v10l-5-3c-4 3-10 2-13-2Zm12-1h.01',
  poker: 'M7 4h10a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm5 4-3 4 3 4 3-4Z',
  sabong: 'M7 20h10M12 20v-4M8 8a4 4 0 1 1 8 0c0 3-2 5-4 8-2-3-4-5-4-8ZM12 4l2-2',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-3 7h6M9 14h6',
  horse_racing: 'M5 20l2-6-3-3 4-6 5 2 5-2-1 5-4 2 2 8M13 7v4',
  bingo:
    'M5 4h14v16H5zM9 8.5h.01M12 8.5h.01M15 8.5h.01M9 12h.01M12 12h.01M15 12h.01M9 15.5h.01M12 15.5h.01M15 15.5h.01',
  arcade:
    'M6 10h12a3 3 0 0 1 3 3v3a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-3a3 3 0 0 1 3-3Zm2 3v4M6 15h4M16 14h.01M18 16h.01M12 10V5',
  crash: 'M3 20 9 13l4 3 8-11M15 5h6v6',
  promotions: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  vip: 'M3 8l4 9h10l4-9-5 4-4-7-4 7Z',
  leaderboard: 'M4 20V12h5v8M9 20V6h6v14M15 20v-10h5v10',
  mission: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  referral: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 20c0-4 3-6 6-6s6 2 6 6M17 8v6M14 11h6',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2ZM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
};

export function EntryIcon({ name }: { name: IconName }) {
  return (
    <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
