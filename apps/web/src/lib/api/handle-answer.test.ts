import { ERROR_KEYS, FORCE_LOGOUT_MESSAGES } from '@felt/contract/tables';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorTextOf } from '@/lib/error-text';
import errors from '../../../messages/en/errors.json';
import { type AnswerEffects, handleAnswer, setAnswerEffects } from './handle-answer';

const texts: Record<string, string> = errors;
let player = true;
const effects = {
  isPlayer: () => player,
  forceLogout: vi.fn(),
  errorText: (key: string, params?: unknown) =>
    texts[key]?.replace(/\{(\w+)\}/g, (_, name: string) => String((params as Record<string, unknown>)?.[name])),
  showError: vi.fn(),
} satisfies AnswerEffects;
let unregister: () => void;

beforeEach(() => {
  player = true;
  effects.forceLogout.mockReset();
  effects.showError.mockReset();
  unregister = setAnswerEffects(effects);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  unregister();
  vi.restoreAllMocks();
});

describe('the error handler (SPEC 8)', () => {
  it('ignores success, the message OK and an answer without a status', () => {
    handleAnswer({ statusCode: 1, message: 'anything' });
    handleAnswer({ statusCode: -500, message: 'OK' });
    handleAnswer({ message: 'BLOCK' } as never);
    expect(effects.forceLogout).not.toHaveBeenCalled();
    expect(effects.showError).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each(FORCE_LOGOUT_MESSAGES)('forces logout on %s, inline or not', (message) => {
    handleAnswer({ statusCode: -401, message });
    handleAnswer({ statusCode: -401, message }, { inline: true });
    expect(effects.forceLogout).toHaveBeenCalledTimes(2);
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('shows a guest the message instead: there is no session to end', () => {
    player = false;
    handleAnswer({ statusCode: -403, message: 'BLOCK' });
    expect(effects.forceLogout).not.toHaveBeenCalled();
    expect(effects.showError).toHaveBeenCalledWith(texts.BLOCK);
  });

  it('only logs serviceUnavailable', () => {
    handleAnswer({ statusCode: -503, message: 'serviceUnavailable', statusMessage: 'serviceUnavailable' });
    expect(effects.showError).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('opens the error dialog for anything else, unless the form shows it inline', () => {
    handleAnswer({ statusCode: -401, message: 'invalidCredentials' });
    expect(effects.showError).toHaveBeenCalledWith(texts.invalidCredentials);
    handleAnswer({ statusCode: -401, message: 'invalidCredentials' }, { inline: true });
    expect(effects.showError).toHaveBeenCalledOnce();
  });

  it("writes the answer's params into the dialog's text", () => {
    handleAnswer({ statusCode: -403, message: 'bonusStakeTooHigh', params: { max_stake: 2 } });
    expect(effects.showError).toHaveBeenCalledWith(texts.bonusStakeTooHigh?.replace('{max_stake}', '2'));
  });

  it('reads letters-only messages as keys, shows others as they are, and empty ones as unknownError', () => {
    const text = (message: string | undefined) => errorTextOf(message, effects.errorText);
    expect(text('disconnect')).toBe(texts.disconnect);
    expect(text('noSuchKeyAnywhere')).toBe('noSuchKeyAnywhere');
    expect(text('Deposit limit reached: 500 USD')).toBe('Deposit limit reached: 500 USD');
    expect(text('')).toBe(texts.unknownError);
    expect(text(undefined)).toBe(texts.unknownError);
  });

  it('only logs when no runtime is mounted', () => {
    unregister();
    handleAnswer({ statusCode: -500, message: 'internalServerError' });
    expect(console.warn).toHaveBeenCalledOnce();
  });
});

describe('errors messages', () => {
  it('has English text for every message key the platform and the client answer with', () => {
    const missing = [...Object.values(ERROR_KEYS), ...FORCE_LOGOUT_MESSAGES].filter((key) => !texts[key]);
    expect(missing).toEqual([]);
  });
});
