export type SlideAction = 'claim' | 'join' | 'play' | 'more';

/** What a slide's button says, from where it leads: a promotion is claimed, a sign-up joined, a lobby played. */
export function slideAction(href: string | null | undefined): SlideAction {
  if (!href) return 'more';
  if (href.startsWith('/promotions')) return 'claim';
  if (href.startsWith('/register')) return 'join';
  if (href.startsWith('/') && href !== '/' && !href.includes('.')) return 'play';
  return 'more';
}
