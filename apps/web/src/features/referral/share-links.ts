// Where a referral link can be shared: plain links to each service's own share page (no scripts of theirs).

export const SHARE_TARGETS = ['whatsapp', 'telegram', 'facebook', 'x', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The share address of one service for a link and the words that go with it. */
export function shareHref(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${text} ${url}`);
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${both}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(text)}&body=${both}`;
  }
}
