import { z } from 'zod';
import { success } from '../envelope';
import { TAC_PURPOSES } from '../tables/players';
import { defineCall } from './define';
import { account_id, domain_name, timestamp } from './fields';

export const OutboxItem = z.object({
  tac: z.string(),
  purpose: z.enum(TAC_PURPOSES),
  created_at: timestamp,
});

/** Demo mode only (404 otherwise): the codes the platform would have sent by SMS or e-mail (DESIGN.md 2). */
export const devOutbox = defineCall({
  path: '/api/dev/outbox',
  method: 'POST',
  tag: 'dev',
  summary: 'Demo mode only: one-time codes sent to a player, newest first',
  extension: true,
  failure: 'product',
  request: z.object({ domain_name, account_id }),
  response: success({ value: z.array(OutboxItem) }),
});
