import { describe, expect, it } from 'vitest';
import cnUi from '../../messages/cn/ui.json';
import enErrors from '../../messages/en/errors.json';
import rusErrors from '../../messages/rus/errors.json';
import { serviceUnavailableHtml, siteNotConfiguredHtml, statusLocale } from './status-page';

describe('the proxy’s own status pages', () => {
  it('speak the address’s language, else the browser’s, else English', () => {
    expect(statusLocale('/cn/slots', 'en-US')).toBe('cn');
    expect(statusLocale('/slots', 'es-ES,es;q=0.9,en;q=0.8')).toBe('esp');
    expect(statusLocale('/', 'de-DE, zh-CN;q=0.5')).toBe('cn');
    expect(statusLocale('/', 'tl-PH')).toBe('php');
    expect(statusLocale('/', 'de-DE')).toBe('en');
    expect(statusLocale('/', null)).toBe('en');
  });

  it('say what happened in that language, with its lang, and offer to try again', () => {
    const notConfigured = siteNotConfiguredHtml('<b>x</b>.localhost', 'cn');
    expect(notConfigured).toContain('<html lang="zh-CN">');
    expect(notConfigured).toContain(cnUi.siteNotConfigured.title);
    expect(notConfigured).toContain(`<a href="">${cnUi.common.retry}</a>`);
    expect(notConfigured).toContain('&#60;b&#62;x&#60;/b&#62;.localhost');
    expect(serviceUnavailableHtml('rus')).toContain(rusErrors.serviceUnavailable);
  });

  it('show the platform’s own message when startup fails for another reason (SPEC 4, 8)', () => {
    const suspended = siteNotConfiguredHtml('a.localhost', 'rus', 'siteClosed');
    expect(suspended).toContain(rusErrors.errorTitle);
    expect(suspended).toContain(rusErrors.siteClosed);
    expect(suspended).not.toContain('a.localhost');
    const written = siteNotConfiguredHtml('a.localhost', 'en', 'Licence <expired>');
    expect(written).toContain('Licence &#60;expired&#62;');
    expect(siteNotConfiguredHtml('a.localhost', 'en', '')).toContain(enErrors.unknownError);
  });
});
