import { describe, expect, it } from 'vitest';
import { type InboxItem, unreadCount, withClaimed, withRead } from './inbox-items';

const item = (inbox_id: number, fields: Partial<InboxItem> = {}): InboxItem => ({
  inbox_id,
  title: 'Hello',
  body: 'A gift',
  template: null,
  params: null,
  created_at: '2026-06-01T12:00:00.000Z',
  is_read: false,
  reward_kind: 'cash',
  reward_amount: 5,
  claimable: true,
  claimed: false,
  ...fields,
});

describe('the inbox list', () => {
  it('counts the unread items, none before it loads', () => {
    expect(unreadCount(null)).toBe(0);
    expect(unreadCount([item(1), item(2, { is_read: true }), item(3)])).toBe(2);
  });

  it('marks one item read and leaves the others', () => {
    const list = withRead([item(1), item(2)], 2);
    expect(list.map((i) => i.is_read)).toEqual([false, true]);
    expect(list[1]?.claimable).toBe(true);
  });

  it('makes a claimed item read, claimed and no longer claimable', () => {
    const [claimed, other] = withClaimed([item(1), item(2)], 1);
    expect(claimed).toMatchObject({ is_read: true, claimable: false, claimed: true });
    expect(other).toMatchObject({ is_read: false, claimable: true, claimed: false });
  });
});
