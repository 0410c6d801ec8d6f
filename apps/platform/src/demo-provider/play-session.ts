import { createHmac } from 'node:crypto';
import { GAME_SESSION_RULES } from '@felt/contract';
import type { Db } from '../db/client';
import { type LaunchPayload, readLaunchToken, signLaunchToken } from '../services/games/launch-token';
import { claimLaunch, launchOpened } from './crash-store';

// A play session: what the page holds after opening a launch token. It is the launch payload signed again,
// under a key derived for this purpose only (so a play id never passes as a launch token, nor the reverse),
// and valid as long as the wallet's game session. Stateless, so any platform instance can serve a play call.

export const ENGINES = ['slot', 'crash', 'dice'] as const;
export type Engine = (typeof ENGINES)[number];

export type PlaySession = { token: string; game_code: string; engine: Engine; currency: string; lang: string };

export const isEngine = (value: string): value is Engine => (ENGINES as readonly string[]).includes(value);

const playKey = (secret: string) => createHmac('sha256', secret).update('felt-demo-play-session').digest('hex');

function toSession(payload: LaunchPayload | null): PlaySession | null {
  if (!payload || !isEngine(payload.engine)) return null;
  const { token, game_code, engine, currency, lang } = payload;
  return { token, game_code, engine, currency, lang };
}

export type Launch = { session: PlaySession; provider_code: string; game_name?: string; exp: number };

/** A genuine, unexpired launch token of one of the engines; null for anything else. */
export function readLaunch(secret: string, launch: string, now: number): Launch | null {
  const payload = readLaunchToken(secret, launch, now);
  const session = toSession(payload);
  if (!payload || !session) return null;
  return { session, provider_code: payload.provider_code, game_name: payload.game_name, exp: payload.exp };
}

export function signPlay(secret: string, session: PlaySession, provider_code: string, now: number): string {
  return signLaunchToken(playKey(secret), { ...session, provider_code, exp: now + GAME_SESSION_RULES.sessionMs });
}

export const readPlay = (secret: string, play: string, now: number) =>
  toSession(readLaunchToken(playKey(secret), play, now));

/**
 * A launch token opens the game once (DESIGN.md 2): a copied launch URL cannot start a second game, on any
 * instance. Remembered in the provider's store until the token expires.
 */
export function openedLaunches(db: Db) {
  const keyOf = (launch: string) => launch.slice(launch.lastIndexOf('.') + 1);
  return {
    seen: (launch: string, now: number) => launchOpened(db, keyOf(launch), now),
    /** Called once the game opened: a failed open (wallet down) may be tried again with the same URL. */
    claim: (launch: string, exp: number) => claimLaunch(db, keyOf(launch), exp),
  };
}
