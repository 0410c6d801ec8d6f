import { ERROR_KEYS, forcesLogout, IGNORED_MESSAGES, STATUS } from '@felt/contract/tables';
import { errorTextOf } from '@/lib/error-text';

// The one error handler of SPEC 8, for every call the browser makes (callApi runs it). It lives outside
// React, so the effects that need React (translations, the router, the modal stack, the toaster) are
// registered by the session runtime mounted in the shell.

/** Any answer of the BFF: a statusCode, a message key, the failing fields, and the call's own fields. */
export type Answer = {
  statusCode: number;
  message?: string;
  statusMessage?: string;
  errors?: { path: string; message: string }[];
  retry_after?: number;
  [field: string]: unknown;
};

export type AnswerEffects = {
  /** Whether a player is logged in; a guest has no session to end. */
  isPlayer(): boolean;
  /** The session-failure path: toast, logout, the redirect of SPEC 2.4. */
  forceLogout(): void;
  /** The text of a key of the errors messages with the answer's params written in; undefined for no such key. */
  errorText(key: string, params?: unknown): string | undefined;
  /** The error dialog, titled errors.errorTitle. */
  showError(text: string): void;
};

export type HandleOptions = {
  /** The form shows message and field errors itself: no error dialog (force logout still happens). */
  inline?: boolean;
};

let effects: AnswerEffects | null = null;

/** Registered once by the session runtime; returns the unregister function. */
export function setAnswerEffects(next: AnswerEffects): () => void {
  effects = next;
  return () => {
    if (effects === next) effects = null;
  };
}

const isIgnored = (message: string | undefined) =>
  message !== undefined && (IGNORED_MESSAGES as readonly string[]).includes(message);

export type Verdict = 'ignore' | 'forceLogout' | 'log' | 'dialog' | 'inline';

/** What SPEC 8 does with an answer; `isPlayer` tells whether there is a session to end. */
export function verdictOf(answer: Answer, options: HandleOptions, isPlayer: boolean): Verdict {
  const message = typeof answer.message === 'string' ? answer.message : undefined;
  // "Empty status" is an answer without a statusCode. An empty message is not ignored: it has its own rule.
  if (typeof answer.statusCode !== 'number' || answer.statusCode === STATUS.ok || isIgnored(message)) return 'ignore';
  if (forcesLogout(message) && isPlayer) return 'forceLogout';
  if (message === ERROR_KEYS.serviceUnavailable || answer.statusMessage === ERROR_KEYS.serviceUnavailable) {
    return 'log';
  }
  return options.inline ? 'inline' : 'dialog';
}

/** Applies SPEC 8 to one answer. Without registered effects (tests, before mount) it only logs. */
export function handleAnswer(answer: Answer, options: HandleOptions = {}): void {
  const verdict = verdictOf(answer, options, effects?.isPlayer() ?? false);
  if (verdict === 'ignore' || verdict === 'inline') return;
  if (verdict === 'log' || !effects) {
    console.warn('Call failed', answer.statusCode, answer.message ?? '');
    return;
  }
  if (verdict === 'forceLogout') effects.forceLogout();
  else {
    const { errorText } = effects;
    effects.showError(errorTextOf(answer.message, (key) => errorText(key, answer.params)));
  }
}
