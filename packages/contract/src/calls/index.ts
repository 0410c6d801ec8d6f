import * as auth from './auth';
import type { CallDef } from './define';
import * as dev from './dev';
import * as engagementInbox from './engagement-inbox';
import * as engagementMissions from './engagement-missions';
import * as home from './home';
import * as limits from './limits';
import * as minigame from './minigame';
import * as payment from './payment';
import * as product from './product';
import * as promotions from './promotions';
import * as seo from './seo';
import * as settings from './settings';
import * as startup from './startup';

export * from './auth';
export * from './define';
export * from './dev';
export * from './engagement-inbox';
export * from './engagement-missions';
export * from './fields';
export * from './home';
export * from './limits';
export * from './minigame';
export * from './payment';
export * from './product';
export * from './promotions';
export * from './seo';
export * from './settings';
export * from './startup';

function isCall(value: unknown): value is CallDef {
  return typeof value === 'object' && value !== null && 'path' in value && 'response' in value;
}

/** Every call of the contract, keyed by path. */
export const CALLS: ReadonlyMap<string, CallDef> = new Map(
  [
    auth,
    dev,
    engagementInbox,
    engagementMissions,
    home,
    limits,
    minigame,
    payment,
    product,
    promotions,
    seo,
    settings,
    startup,
  ]
    .flatMap((module) => Object.values(module).filter(isCall))
    .map((call) => [call.path, call]),
);

export function callByPath(path: string): CallDef | undefined {
  return CALLS.get(path);
}
export * from './provider';
