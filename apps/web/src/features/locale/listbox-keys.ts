/** What a key does in an open listbox (WAI-ARIA APG, "select-only" listbox with a button). */
export type ListboxAction =
  | { type: 'move'; index: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  | { type: 'none' };

/** The action of `key` with option `active` highlighted among `count`; the list does not wrap around. */
export function listboxKey(key: string, active: number, count: number): ListboxAction {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', index: Math.min(active + 1, last) };
    case 'ArrowUp':
      return { type: 'move', index: Math.max(active - 1, 0) };
    case 'Home':
    case 'PageUp':
      return { type: 'move', index: 0 };
    case 'End':
    case 'PageDown':
      return { type: 'move', index: last };
    case 'Enter':
    case ' ':
      return { type: 'choose', index: active };
    case 'Escape':
      return { type: 'close' };
    default:
      return { type: 'none' };
  }
}

/** Keys on the closed button that open the list (Enter and Space click it natively). */
export function opensList(key: string): boolean {
  return key === 'ArrowDown' || key === 'ArrowUp';
}
