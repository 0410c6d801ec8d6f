import {
  bodyClassesOf,
  colorsOf,
  familyOf,
  type LoginMode,
  loginModeOf,
  TEMPLATE9_PRODUCT_BREAKPOINT,
  type TemplateFamily,
  type TemplateName,
  THEME_TEMPLATES,
  type ThemeCode,
  type ThemeColor,
  templateBreakpoint,
} from '@felt/contract';
import type { DisplayFace } from './faces/face-names';

/** The three shells; every template picks one (DESIGN.md 4: a few shells, not 22 forks). */
export type ShellName = 'casino' | 'slot' | 'sportsbook';

/**
 * How the header arranges logo, navigation and actions. Same markup for all; the stylesheet places them.
 * classic: one row. centered: logo centred over the nav. stacked: a utility bar above logo and nav.
 * banner: a tall brand band. pill: a floating rounded bar. compact: a dense single row.
 */
export type HeaderVariant = 'classic' | 'centered' | 'stacked' | 'banner' | 'pill' | 'compact';

/**
 * Home sections in the order a template shows them; the announcement modal is not in the flow. newGames,
 * liveCasino, providers and promotions are the lobby's rows: a rail on phones, one line at desktop widths.
 */
export type HomeSection =
  | 'slides'
  | 'marquee'
  | 'categories'
  | 'hotGames'
  | 'newGames'
  | 'liveCasino'
  | 'providers'
  | 'promotions'
  | 'matches';
/** The sections every template shows. */
export const HOME_SECTIONS: readonly HomeSection[] = [
  'slides',
  'marquee',
  'categories',
  'hotGames',
  'newGames',
  'liveCasino',
  'providers',
  'promotions',
];
/** Sections only one family adds: the sportsbook's upcoming matches. */
export const FAMILY_SECTIONS: Readonly<Record<TemplateFamily, readonly HomeSection[]>> = {
  casino: [],
  slot: [],
  sportsbook: ['matches'],
};

/**
 * Game card looks. portrait 3:4 with the name below; framed: portrait inside a frame; square: 1:1 with the
 * name over the image; landscape 4:3; tile: large rounded 1:1 with a provider chip; row: a dense list row.
 */
export type CardStyle = 'portrait' | 'framed' | 'square' | 'landscape' | 'tile' | 'row';

/**
 * The element a player remembers a template by: scoped styles over the shared sections, in
 * styles/signatures/<name>.css, carried only by the pages of the templates that wear it. No two templates of a
 * family share one.
 * bleed-hero: slides to the content's edges, taller, a large caption at their foot. split-hero: the slide's words
 * as a panel of their own. ranked: hot games numbered in large figures. editorial: the first hot game twice the
 * size. led-ticker: the news strip as a dot-matrix board. tile-categories: categories as a wall of tiles.
 * deco-frame: section titles in art-deco frames. neon: glowing titles and card edges. ribbons: section titles on
 * folded banners. polaroid: hot games as tilted instant photos. spotlight: a stage light over the hot games.
 * odds-strip: the match board as a strip of fixture cards. scoreboard: the match board as a stadium
 * scoreboard. tickets: each match a betting ticket. pitch: the match board on a striped pitch.
 */
export type Signature =
  | 'bleed-hero'
  | 'split-hero'
  | 'ranked'
  | 'editorial'
  | 'led-ticker'
  | 'tile-categories'
  | 'deco-frame'
  | 'neon'
  | 'ribbons'
  | 'polaroid'
  | 'spotlight'
  | 'odds-strip'
  | 'scoreboard'
  | 'tickets'
  | 'pitch';

/** Light or dark base of a template's palettes. */
export type PaletteMode = 'light' | 'dark';

export type TemplateDescriptor = {
  name: TemplateName;
  theme: ThemeCode;
  family: TemplateFamily;
  shell: ShellName;
  header: HeaderVariant;
  sections: readonly HomeSection[];
  card: CardStyle;
  signature: Signature;
  loginMode: LoginMode;
  /** min-width in px at which the desktop layout starts (SPEC 9). */
  breakpoint: number;
  /** template9 switches its product grid at its own width (SPEC 9). */
  productBreakpoint: number | null;
  /** Body classes of SPEC 2.6 without the colour, which is added when a colour is applied. */
  bodyClasses: readonly string[];
  /** The five palette names: colorsOf(theme). */
  palettes: readonly ThemeColor[];
  mode: PaletteMode;
  /** The self-hosted face its headings are set in (its stylesheet's --font-display); none: the body face. */
  face: DisplayFace | null;
};

/** What a template chooses; everything else follows from the contract tables. */
export type TemplateLook = Pick<TemplateDescriptor, 'header' | 'sections' | 'card' | 'signature' | 'mode'> & {
  shell?: ShellName;
  face?: DisplayFace;
};

export function describe(theme: ThemeCode, look: TemplateLook): TemplateDescriptor {
  const name = THEME_TEMPLATES[theme];
  const family = familyOf(theme);
  return {
    name,
    theme,
    family,
    shell: look.shell ?? family,
    header: look.header,
    sections: look.sections,
    card: look.card,
    signature: look.signature,
    mode: look.mode,
    face: look.face ?? null,
    loginMode: loginModeOf(name),
    breakpoint: templateBreakpoint(name),
    productBreakpoint: name === 'template9' ? TEMPLATE9_PRODUCT_BREAKPOINT : null,
    bodyClasses: bodyClassesOf(theme, '').filter(Boolean),
    palettes: colorsOf(theme),
  };
}
