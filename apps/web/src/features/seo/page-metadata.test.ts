import type { SeoRecord } from '@felt/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { languageAlternates, metadataFrom } from './page-metadata.server';

vi.mock('@/lib/env.server', () => ({ env: { PLATFORM_URL: 'http://platform.test', PORT: 3000 } }));
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));

const locales = { locales: ['en', 'cn', 'vi'] as const, defaultLocale: 'en' as const };
const tenant = {
  kind: 'ready',
  domain: 'casino3.localhost',
  locales,
  startup: { site: { site_name: 'Lucky Lantern', manifest_icon: '/api/media/icon.svg', logo3: '' } },
} as unknown as ReadyTenant;

describe('languageAlternates', () => {
  it('lists every enabled language by BCP 47 tag, plus x-default', () => {
    expect(languageAlternates('https://x.example', locales, '/slots')).toEqual({
      en: 'https://x.example/slots',
      'zh-CN': 'https://x.example/cn/slots',
      vi: 'https://x.example/vi/slots',
      'x-default': 'https://x.example/slots',
    });
  });
});

describe('metadataFrom', () => {
  it('falls back to the site name and this server’s URLs without an SEO record', () => {
    const metadata = metadataFrom(tenant, 'cn', '/', null);
    expect(metadata.title).toBe('Lucky Lantern');
    expect(metadata.alternates?.canonical).toBe('http://casino3.localhost:3000/cn');
    expect(metadata.openGraph).toMatchObject({ locale: 'zh_CN', alternateLocale: ['en', 'vi'] });
  });

  it("takes the record's texts, and its canonical origin for every language", () => {
    const seo = {
      meta_title: 'Lucky Lantern | 首页',
      meta_desc: 'desc',
      meta_keywords: 'a, b,,c',
      meta_canonical: 'https://www.lucky.example/',
      meta_author: 'Lucky',
      meta_publisher: 'Lucky Ltd',
      meta_image_url: 'https://www.lucky.example/og.png',
    } as SeoRecord;
    const metadata = metadataFrom(tenant, 'cn', '/', seo);
    expect(metadata).toMatchObject({
      title: 'Lucky Lantern | 首页',
      description: 'desc',
      keywords: ['a', 'b', 'c'],
      authors: [{ name: 'Lucky' }],
      publisher: 'Lucky Ltd',
    });
    expect(metadata.alternates?.canonical).toBe('https://www.lucky.example/cn');
    expect(metadata.alternates?.languages).toMatchObject({ en: 'https://www.lucky.example/' });
    expect(metadata.openGraph?.images).toEqual([{ url: 'https://www.lucky.example/og.png' }]);
  });

  it("fills what a page's record lacks from the home record, and takes its origin", () => {
    const home = {
      meta_title: 'Lucky Lantern | Home',
      meta_desc: 'home desc',
      meta_keywords: 'x, y',
      meta_canonical: 'https://www.lucky.example/',
      meta_author: 'Lucky',
      meta_publisher: 'Lucky Ltd',
      meta_image_url: '',
    } as SeoRecord;
    const metadata = metadataFrom(tenant, 'vi', '/about', null, home);
    expect(metadata).toMatchObject({
      title: 'Lucky Lantern',
      description: 'home desc',
      keywords: ['x', 'y'],
      authors: [{ name: 'Lucky' }],
      publisher: 'Lucky Ltd',
    });
    expect(metadata.alternates?.canonical).toBe('https://www.lucky.example/vi/about');
    expect(metadata.openGraph?.images).toBeUndefined();
  });
});
