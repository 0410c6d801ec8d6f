/**
 * A count on the corner of an icon: unread messages on the inbox link, picks on the bet slip tab. Nothing while
 * the count is nought. Its rule (count-badge.css) is on every page, as both icons are (shell/styles.css).
 */
export function CountBadge({ count }: { count: number }) {
  return count > 0 ? <span data-slot="count-badge">{count}</span> : null;
}
