import { describe, expect, it } from 'vitest';
import enErrors from '../../messages/en/errors.json';
import enUi from '../../messages/en/ui.json';
import enValidation from '../../messages/en/validation.json';
import { mergeMessages, PLAYER_MESSAGES, pickMessages, shellMessagePaths } from './client-messages';
import type { Messages } from './load-messages';

const messages = {
  ui: {
    common: { home: 'Home' },
    session: { login: 'Log in' },
    protection: { clock: { label: 'Session' }, limits: { title: 'Limits' } },
    money: { deposit: 'Deposit' },
  },
  validation: { required: 'Required' },
  errors: { notFound: 'Not found.' },
  messages: {},
  misc: {},
};

describe('client messages', () => {
  it('keep only the namespaces asked for, nested ones in their places', () => {
    expect(pickMessages(messages, ['ui.common', 'ui.protection.clock', 'errors', 'ui.nowhere'])).toEqual({
      ui: { common: { home: 'Home' }, protection: { clock: { label: 'Session' } } },
      errors: { notFound: 'Not found.' },
    });
  });

  it('lay a page’s namespaces beside the shell’s', () => {
    const shell = pickMessages(messages, ['ui.common', 'ui.protection.clock']);
    const page = pickMessages(messages, ['ui.protection.limits', 'ui.money']);
    expect(mergeMessages(shell, page)).toEqual(
      pickMessages(messages, ['ui.common', 'ui.protection.clock', 'ui.protection.limits', 'ui.money']),
    );
  });

  it('give every page a shell far smaller than the whole catalogue; a login modal brings its form', () => {
    const all = { ui: enUi, validation: enValidation, errors: enErrors } as unknown as Messages;
    const size = (paths: string[]) => JSON.stringify(pickMessages(all, paths)).length;
    const everything = JSON.stringify(all).length;
    const pageShell = shellMessagePaths('page', 'casino');
    expect(size(pageShell)).toBeLessThan(everything / 4);
    expect(pageShell).not.toContain('ui.auth');
    expect(shellMessagePaths('modal', 'slot')).toEqual(expect.arrayContaining(['ui.auth', 'validation']));
    expect(shellMessagePaths('page', 'sportsbook')).toContain('ui.sportsbook.slip');
  });

  it('leave a player’s messages out of every template’s shell', () => {
    for (const mode of ['page', 'modal'] as const) {
      for (const family of ['casino', 'slot', 'sportsbook'] as const) {
        const paths = shellMessagePaths(mode, family);
        for (const path of PLAYER_MESSAGES) expect(paths.some((shell) => path.startsWith(shell))).toBe(false);
      }
    }
  });
});
