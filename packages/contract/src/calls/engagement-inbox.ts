import { z } from 'zod';
import { Ack, success } from '../envelope';
import { defineCall } from './define';
import { AuthBody, amount, rowId, TenantBody } from './fields';

// Extensions beside the inbox and VIP calls of SPEC 7: marking an inbox item read, and the tenant's VIP ladder.

export const readInbox = defineCall({
  path: '/api/settings/read_inbox',
  method: 'POST',
  tag: 'settings',
  summary: 'Mark an inbox item read',
  auth: true,
  extension: true,
  failure: 'network',
  request: z.object({ ...AuthBody, inbox_id: rowId }),
  response: Ack,
});

export const VipLadderLevel = z.object({
  vip_name: z.string(),
  deposit: amount.describe('Lifetime deposits that reach the level, major units'),
  turnover: amount.describe('Lifetime stake wagered that reaches the level, major units'),
  cashback_percent: z.number().min(0).max(100),
  level_up_tokens: z.number().int().nonnegative().describe('Game tokens sent to the inbox on first reaching it'),
});
export type VipLadderLevel = z.infer<typeof VipLadderLevel>;

export const vipLevels = defineCall({
  path: '/api/settings/vip_levels',
  method: 'POST',
  tag: 'settings',
  summary: "The site's VIP levels, lowest first, with their thresholds and benefits",
  extension: true,
  failure: 'content',
  request: z.object({ ...TenantBody }),
  response: success({ levels: z.array(VipLadderLevel) }),
});
