import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { THEME_CODES } from '@felt/contract';
import type { TenantFile } from '@felt/contract/operator';
import { describe, expect, it } from 'vitest';
import { seedTenantFiles } from '../seed/seed-demo';
import { checkTenantText } from './check-file';
import { formatTenantFile } from './format-file';

const files = seedTenantFiles().map((path) => {
  const text = readFileSync(path, 'utf8');
  const checked = checkTenantText(text);
  return { name: basename(path), text, checked };
});
const tenants = new Map(
  files.flatMap((f) => (f.checked.ok ? [[f.checked.file.domain_name, f.checked.file] as const] : [])),
);
const tenant = (domain: string) => tenants.get(domain) as TenantFile;

describe('the demo tenant files', () => {
  it.each(files)('$name is a valid tenant file named after its domain', ({ name, checked }) => {
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    if (checked.ok) expect(name).toBe(`${checked.file.domain_name}.json`);
  });

  it('are 24: localhost, one per theme code, and maint.localhost', () => {
    expect(files).toHaveLength(24);
    const expected = ['localhost', 'maint.localhost', ...THEME_CODES.map((code) => `${code}.localhost`)];
    expect([...tenants.keys()].sort()).toEqual(expected.sort());
    expect(tenant('localhost').site.theme_code).toBe('casino1');
    for (const code of THEME_CODES) expect(tenant(`${code}.localhost`).site.theme_code).toBe(code);
  });

  it('each have their own brand, at least two languages, and vary currency and gamification', () => {
    const all = [...tenants.values()];
    expect(new Set(all.map((t) => t.site.site_name)).size).toBe(24);
    expect(new Set(all.map((t) => t.external_id)).size).toBe(24);
    for (const t of all) expect(t.languages.enabled.length).toBeGreaterThanOrEqual(2);
    const currencies = new Set(all.map((t) => t.site.currency));
    for (const c of ['PHP', 'USD', 'CNY', 'VND', 'MYR', 'NPR', 'MMK', 'MNT', 'IDR', 'EUR', 'RUB']) {
      expect(currencies).toContain(c);
    }
    expect(all.some((t) => t.site.gamify_status) && all.some((t) => !t.site.gamify_status)).toBe(true);
    expect(all.some((t) => t.partners.length === 0) && all.some((t) => t.partners.length >= 3)).toBe(true);
    expect(all.some((t) => Object.values(t.cms).some((entry) => !entry.status))).toBe(true);
  });

  it('give localhost all eleven languages with English first, and casino3 Chinese beside an English default', () => {
    expect(tenant('localhost').languages).toMatchObject({ default: 'EN' });
    expect(tenant('localhost').languages.enabled).toHaveLength(11);
    expect(tenant('casino3.localhost').languages.enabled).toContain('CN');
    expect(tenant('casino3.localhost').languages.default).toBe('EN');
  });

  it('put only maint.localhost in maintenance', () => {
    const inMaintenance = [...tenants.values()].filter((t) => t.maintenance);
    expect(inMaintenance.map((t) => t.domain_name)).toEqual(['maint.localhost']);
    expect(tenant('maint.localhost').maintenance).toEqual({
      start_date: '2026-01-01T00:00:00Z',
      end_date: '2030-12-31T23:59:00Z',
    });
  });

  it('write every slide, marquee and announcement in every enabled language', () => {
    for (const t of tenants.values()) {
      const texts = [
        ...t.slides.map((s) => s.title),
        ...t.marquee.map((m) => m.content),
        ...t.announcements.flatMap((a) => [a.title, a.content]),
      ];
      for (const text of texts) expect(Object.keys(text)).toEqual(t.languages.enabled);
    }
  });

  it.each(files)('$name is laid out exactly as the formatter writes it', ({ text, checked }) => {
    if (checked.ok) expect(formatTenantFile(checked.file)).toBe(text);
  });
});
