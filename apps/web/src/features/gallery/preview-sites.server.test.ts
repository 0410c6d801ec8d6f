import type { TenantFile, TenantSummary } from '@felt/contract/operator';
import type { ThemeCode } from '@felt/contract/tables';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

// Preview sites are made on demand through the platform's operator calls: a copy of a site of the template, in the
// chosen colour, without announcements or maintenance, under the preview domain; an existing one is used as it is.

const platform = vi.hoisted(() => ({
  tenants: [] as unknown[],
  exported: [] as string[],
  imported: [] as TenantFile[],
  forgotten: [] as string[],
  demo: true,
}));

vi.mock('@/tenant/host-resolver.server', () => ({
  forgetHost: (domain: string) => platform.forgotten.push(domain),
}));

vi.mock('@/lib/env.server', () => ({
  env: {
    get FELT_DEMO() {
      return platform.demo;
    },
  },
}));

vi.mock('./operator-client.server', () => ({
  operatorTenants: async () => ({ ok: true, value: platform.tenants }),
  operatorExport: async (domain: string) => {
    platform.exported.push(domain);
    return { ok: true, value: fileOf(domain) };
  },
  operatorImport: async (file: TenantFile) => {
    platform.imported.push(file);
    return { ok: true, value: { statusCode: 1, value: { domain_name: file.domain_name, tenant_id: 9 } } };
  },
}));

const { previewSite, sourceOf } = await import('./preview-sites.server');

const summary = (
  domain_name: string,
  theme_code: ThemeCode,
  external_id = domain_name,
): z.infer<typeof TenantSummary> => ({
  domain_name,
  external_id,
  site_name: domain_name,
  theme_code,
  theme_color: 'sunset',
  default_lang: 'CN' as const,
  languages: ['CN' as const, 'EN' as const],
  updated_at: '2030-01-01T00:00:00.000Z',
});

function fileOf(domain: string): TenantFile {
  return {
    domain_name: domain,
    external_id: domain,
    site: { theme_code: 'slot3', theme_color: 'sunset', site_name: 'Koi' },
    languages: { default: 'CN', enabled: ['CN', 'EN'] },
    maintenance: { start_date: '2030-01-01T00:00:00.000Z', end_date: '2030-01-02T00:00:00.000Z' },
    announcements: [{ created_at: '2030-01-01T00:00:00.000Z', title: { CN: '通知' }, content: { CN: '内容' } }],
  } as unknown as TenantFile;
}

beforeEach(() => {
  platform.tenants = [summary('casino3.localhost', 'casino3'), summary('slot3.localhost', 'slot3')];
  platform.exported = [];
  platform.imported = [];
  platform.forgotten = [];
  platform.demo = true;
});

describe('a preview site', () => {
  it('is made from the template’s demo site when it does not exist yet', async () => {
    const site = await previewSite({ theme: 'slot3', color: 'ocean' }, 'localhost');
    // Languages in the order of LOCALES, as the site itself lists them.
    expect(site).toEqual({ domain: 'g-slot3-ocean.localhost', locales: ['en', 'cn'], defaultLocale: 'cn' });
    expect(platform.exported).toEqual(['slot3.localhost']);
    expect(platform.imported).toHaveLength(1);
    expect(platform.imported[0]).toMatchObject({
      domain_name: 'g-slot3-ocean.localhost',
      external_id: 'gallery-slot3-ocean',
      site: { theme_code: 'slot3', theme_color: 'ocean', site_name: 'Koi' },
      maintenance: null,
      announcements: [],
    });
    // The proxy of this server asks the platform about the new host again.
    expect(platform.forgotten).toEqual(['g-slot3-ocean.localhost']);
  });

  it('is used as it is once it exists', async () => {
    platform.tenants.push(summary('g-slot3-ocean.localhost', 'slot3', 'gallery-slot3-ocean'));
    const site = await previewSite({ theme: 'slot3', color: 'ocean' }, 'localhost');
    expect(site).toMatchObject({ domain: 'g-slot3-ocean.localhost' });
    expect(platform.exported).toEqual([]);
    expect(platform.imported).toEqual([]);
  });

  it('says so when no site can lend its content', async () => {
    platform.tenants = [];
    expect(await previewSite({ theme: 'slot3', color: 'ocean' }, 'localhost')).toEqual({ problem: 'noSource' });
  });
});

describe('the site a preview copies', () => {
  const tenants = [
    summary('g-slot3-neon.localhost', 'slot3', 'gallery-slot3-neon'),
    summary('lucky.example.com', 'casino2'),
    summary('koi.example.com', 'slot3'),
    summary('slot3.localhost', 'slot3'),
  ];

  it('is the demo site of the theme in demo mode, else a site of the theme, else any site, never a preview', () => {
    expect(sourceOf(tenants, 'slot3', true)?.domain_name).toBe('slot3.localhost');
    expect(sourceOf(tenants, 'slot3', false)?.domain_name).toBe('koi.example.com');
    expect(sourceOf(tenants, 'casino9', false)?.domain_name).toBe('lucky.example.com');
    expect(sourceOf(tenants.slice(0, 1), 'slot3', false)).toBeUndefined();
  });
});
