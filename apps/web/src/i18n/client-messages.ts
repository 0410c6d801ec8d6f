import type { LoginMode, TemplateFamily } from '@felt/contract';
import { FORCE_LOGOUT_MESSAGES } from '@felt/contract/tables';
import type { Messages } from './load-messages';
import { isMessage, type MessageTree } from './message-tree';

// Which messages reach the browser. Server components read every message; each page ships its client messages
// inline, so a page carries only what its client components read: the shell's (below) on every page, and its
// own through <PageMessages> (page-messages.tsx). A client component that translates must be covered by one.

/** A message file, or a namespace inside one: 'errors', 'ui.session', 'ui.protection.clock'. */
export type MessagePath = string;

/** Error texts with no call to wait on: the dialog's title, the network's failures, a session that ends. */
export const SHELL_ERRORS = [
  'errorTitle',
  'unknownError',
  'disconnect',
  'serviceUnavailable',
  'internalServerError',
  'tooManyRequests',
  'invalidSession',
  'siteClosed',
  // A session the platform ends: its toast needs no further call.
  ...FORCE_LOGOUT_MESSAGES,
] as const;

/** What the shell's client parts read on every page: header, session, error handler. */
const SHELL_MESSAGES: readonly MessagePath[] = [
  'ui.common',
  'ui.locale',
  'ui.notFound',
  'ui.session',
  // What the shell shows without a call or a network; the rest of the errors file follows when the page is idle
  // and is always there before a failed answer is shown (error-catalogue.ts).
  ...SHELL_ERRORS.map((key) => `errors.${key}`),
];

/**
 * What only a player's parts read: the header's inbox badge, session clock and bonus money, the reality check. A
 * cached page is the same for guests and players, so these are not in it: the player's parts fetch them as one file
 * (/messages/<locale>/player.json, player-messages.ts) when a player is in; the inbox page ships its own.
 */
export const PLAYER_MESSAGES: readonly MessagePath[] = [
  'ui.inbox',
  'ui.protection.realityCheck',
  'ui.protection.clock',
  'ui.wallet',
];

/** The shell's messages of a template: its login modal's form where it has one, its bet slip where it has one. */
export function shellMessagePaths(loginMode: LoginMode, family: TemplateFamily): MessagePath[] {
  const paths = [...SHELL_MESSAGES];
  if (loginMode !== 'page') paths.push('ui.auth', 'validation');
  if (family === 'sportsbook') paths.push('ui.sportsbook.slip');
  return paths;
}

function pickPath(tree: MessageTree, path: readonly string[], into: MessageTree): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const value = tree[head];
  if (value === undefined) return;
  if (rest.length === 0 || isMessage(value)) {
    into[head] = value;
    return;
  }
  const existing = into[head];
  const branch: MessageTree = existing !== undefined && !isMessage(existing) ? existing : {};
  into[head] = branch;
  pickPath(value, rest, branch);
}

/** Only the given namespaces of `messages`, in their places. */
export function pickMessages(messages: Partial<Messages>, paths: readonly MessagePath[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) pickPath(messages as MessageTree, path.split('.'), picked);
  return picked;
}

/** `top` laid over `base`, namespace by namespace: a page's messages beside the shell's. */
export function mergeMessages(base: MessageTree, top: MessageTree): MessageTree {
  const result: MessageTree = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const under = result[key];
    result[key] = !isMessage(value) && under !== undefined && !isMessage(under) ? mergeMessages(under, value) : value;
  }
  return result;
}
