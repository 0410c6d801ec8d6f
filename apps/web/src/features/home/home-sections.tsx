import {
  type Announcement,
  type Game,
  localeByPrefix,
  type MarqueeItem,
  type MenuChild,
  type Slide,
} from '@felt/contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { UpcomingMatches } from '@/features/sportsbook/upcoming-matches';
import type { HomeSection, TemplateDescriptor } from '@/templates';
import { menuEntries } from '@/tenant/menu-entries';
import { StaticPart } from '@/ui/static-part';
import type { AnnouncementView } from './announcement-list';
import { AnnouncementModal } from './announcement-modal';
import { CategoryStrip } from './category-strip';
import type { HomeRows } from './home-rows';
import { HotGames } from './hot-games';
import { lobbyRows } from './lobby-rows';
import { MarqueeStrip } from './marquee-strip';
import { SiteActivity } from './site-activity';
import type { SiteActivityData } from './site-activity-data';
import { slideAction } from './slide-action';
import { SlidesCarousel } from './slides-carousel';
import './home.css';

type Props = {
  descriptor: TemplateDescriptor;
  slides: Slide[];
  marquee: MarqueeItem[];
  announcements: Announcement[];
  hotGames: Game[];
  /** The site menu and provider counts (startup); without them the category shortcuts are not shown. */
  menu?: MenuChild[];
  providerCount?: Record<string, number>;
  /** Statistics and latest payments; the section is left out without them. */
  activity?: SiteActivityData | null;
  /** The lobby rows' lists. */
  rows: HomeRows;
  /** The site's currency, which the promotions' figures are written in. */
  currency: string;
};

/**
 * The sections with no behaviour of their own (cards, rows, tables and plain links): kept as served while the page
 * hydrates (ui/static-part.tsx), so the first load builds elements for the slides, the news strip's pause and the
 * match board's odds only.
 */
const STATIC_SECTIONS: ReadonlySet<HomeSection> = new Set([
  'categories',
  'hotGames',
  'liveCasino',
  'newGames',
  'promotions',
  'providers',
]);

/** The home page's sections in the template's order; a section with no data is left out. */
export async function HomeSections({
  descriptor,
  slides,
  marquee,
  announcements,
  hotGames,
  activity,
  rows,
  currency,
  ...site
}: Props) {
  const t = await getTranslations('ui.home');
  const locale = await getLocale();
  const dateLocale = localeByPrefix(locale)?.dateLocale ?? 'en';
  const dates = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeZone: 'UTC' });
  const categories = menuEntries(site.menu ?? [], site.providerCount ?? {}).filter((e) => e.kind === 'category');
  const count = slides.length;
  const lobby = await lobbyRows({ rows, hotGames, card: descriptor.card, locale, currency });

  const sections: Record<HomeSection, () => ReactNode> = {
    slides: () =>
      count > 0 && (
        <SlidesCarousel
          slides={slides}
          labels={{
            label: t('slides.label'),
            previous: t('slides.previous'),
            next: t('slides.next'),
            goTo: slides.map((_, i) => t('slides.goTo', { index: i + 1 })),
            position: slides.map((_, i) => t('slides.position', { index: i + 1, count })),
            cta: slides.map((slide) => t(`slides.cta.${slideAction(slide.href)}`)),
          }}
        />
      ),
    marquee: () => marquee.length > 0 && <MarqueeStrip items={marquee} />,
    categories: () => categories.length > 0 && <CategoryStrip entries={categories} />,
    hotGames: () => hotGames.length > 0 && <HotGames games={hotGames} card={descriptor.card} />,
    ...lobby,
    // Loads the shared match board itself and shows nothing when it is empty.
    matches: () => <UpcomingMatches locale={locale} />,
  };

  const items: AnnouncementView[] = announcements.map((a) => ({
    id: a.announcement_id,
    title: a.title,
    content: a.content,
    date: dates.format(new Date(a.created_at)),
    dateTime: a.created_at,
  }));

  return (
    <div data-slot="home">
      <h1 className="sr-only">{t('heading')}</h1>
      {descriptor.sections.map((section) =>
        STATIC_SECTIONS.has(section) ? (
          <StaticPart key={section}>{sections[section]()}</StaticPart>
        ) : (
          <Fragment key={section}>{sections[section]()}</Fragment>
        ),
      )}
      <StaticPart>
        <SiteActivity activity={activity ?? null} />
      </StaticPart>
      {items.length > 0 ? <AnnouncementModal title={t('announcements.title')} items={items} /> : null}
    </div>
  );
}
