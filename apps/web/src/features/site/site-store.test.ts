import type { StartupAnswer } from '@felt/contract';
import { SITE_STORAGE_KEY } from '@felt/contract/tables';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/features/session/memory-storage.test-support';

// The store reads window.localStorage when it is created: the stand-in must exist before the import.
const storage = vi.hoisted(() => ({ current: undefined as Storage | undefined }));
vi.hoisted(() => {
  const proxy = {
    getItem: (k: string) => storage.current?.getItem(k) ?? null,
    setItem: (k: string, v: string) => storage.current?.setItem(k, v),
    removeItem: (k: string) => storage.current?.removeItem(k),
  };
  (globalThis as { window?: unknown }).window = { localStorage: proxy };
});

const { applySiteData, hydrateSite, setSiteFlag, useSiteStore } = await import('./site-store');
const { EMPTY_SITE, siteDataOf } = await import('./site-state');

const startup: StartupAnswer = {
  statusCode: 1,
  message: 'OK',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: { menu: { children: [{ content_id: 1, game_menu: 'slots' }] } },
  site: {
    site_name: 'Koi',
    currency: 'PHP',
    theme_code: 'slot3',
    theme_color: 'neon',
    logo1: '',
    logo2: '',
    logo3: '',
    status: true,
    expired_date: null,
    logo_text: 'KOI',
    external_id: 'koi',
    android_sub: '',
    ios_sub: '',
    manifest_icon: '',
    gamify_status: true,
  },
  language: [{ code: 'EN', is_default: true }],
  provider_count: { slots: 4 },
  aff_domain: ['aff.koi.example=KOI-AFF'],
  live_chat: { chat_id: '1', image_id: null, status: true },
  show_referral: false,
};

const data = siteDataOf(startup, {
  template: 'template3',
  menu: startup.content.menu.children,
  accountList: [{ account_type: 'telegram', account_name: '@koi', href: 'https://t.me/koi' }],
  cms: {
    about_us: { en_body: '<p>long</p>', local_body: '', status: true },
    privacy_policy: { en_body: '', local_body: '', status: false },
    banking: { en_body: '', local_body: '', status: true },
    faqs: { en_body: '', local_body: '', status: true },
    responsible_gaming: { en_body: '', local_body: '', status: true },
  },
  partners: [],
});

beforeEach(() => {
  storage.current = memoryStorage();
  useSiteStore.setState(EMPTY_SITE, true);
});

describe('the site state (SPEC 3)', () => {
  it('holds every layout field, with CMS switches instead of bodies', () => {
    expect(Object.keys(data).sort()).toEqual(
      [
        'accountList',
        'aff_domain',
        'cms',
        'cms_status',
        'content',
        'language',
        'live_chat',
        'maintenance',
        'message',
        'partners',
        'provider_count',
        'show_referral',
        'showPartner',
        'site',
        'template',
      ].sort(),
    );
    expect(data.cms).toEqual({
      about_us: true,
      privacy_policy: false,
      banking: true,
      faqs: true,
      responsible_gaming: true,
    });
    expect(JSON.stringify(data)).not.toContain('<p>long</p>');
    expect(data).toMatchObject({ cms_status: true, showPartner: false, show_referral: false, template: 'template3' });
  });

  it('ends the preloader when startup data is applied, and keeps the data, not the flags, in storage', async () => {
    expect(useSiteStore.getState().flags.preloader).toBe(true);
    applySiteData(data);
    setSiteFlag('appDownloadPrompt', true);
    expect(useSiteStore.getState().flags).toMatchObject({ preloader: false, appDownloadPrompt: true });
    const kept = storage.current?.getItem(SITE_STORAGE_KEY) ?? '{}';
    const stored = JSON.parse(kept).state;
    expect(stored).toMatchObject({ template: 'template3', aff_domain: ['aff.koi.example=KOI-AFF'] });
    expect(stored.flags).toBeUndefined();

    // The next visit reads the kept site before its own arrives, with its preloader still up.
    useSiteStore.setState(EMPTY_SITE, true);
    storage.current?.setItem(SITE_STORAGE_KEY, kept);
    await hydrateSite();
    expect(useSiteStore.getState()).toMatchObject({ template: 'template3', flags: { preloader: true } });
  });
});
