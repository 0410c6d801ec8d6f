import type { Cms, LanguageItem, Maintenance, MenuChild, Site, SocialAccount, StartupAnswer } from '@felt/contract';
import type { z } from 'zod';
import type { PartnerView } from '@/features/shell-widgets/partner-view';

// The layout/site state of SPEC 3, as the browser keeps it. CMS bodies stay on the server (the CMS pages
// render them): the state holds which pages are on, so every page does not carry every body.

export type CmsSwitches = Partial<Record<keyof Cms, boolean>>;

/** The widgets of SPEC 2.6 that come and go on their own: true while each is shown. */
export type SiteFlags = {
  /** Until the startup data is applied in this page. */
  preloader: boolean;
  announcementModal: boolean;
  appDownloadPrompt: boolean;
  downloadBar: boolean;
};

export type SiteData = {
  /** The startup's message ("OK" on success). */
  message: string;
  /** The template the site wears, e.g. template7; empty when the theme is unknown. */
  template: string;
  maintenance: Maintenance;
  language: LanguageItem[];
  content: { menu: { children: MenuChild[] } };
  accountList: z.infer<typeof SocialAccount>[];
  site: Site | null;
  cms: CmsSwitches;
  /** Whether the CMS settings could be read. */
  cms_status: boolean;
  provider_count: Record<string, number>;
  aff_domain: string[];
  live_chat: StartupAnswer['live_chat'];
  partners: PartnerView[];
  showPartner: boolean;
  show_referral: boolean;
};

export type SiteState = SiteData & { flags: SiteFlags };

export const EMPTY_SITE: SiteState = {
  message: '',
  template: '',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  language: [],
  content: { menu: { children: [] } },
  accountList: [],
  site: null,
  cms: {},
  cms_status: false,
  provider_count: {},
  aff_domain: [],
  live_chat: { chat_id: null, image_id: null, status: false },
  partners: [],
  showPartner: false,
  show_referral: true,
  flags: { preloader: true, announcementModal: false, appDownloadPrompt: false, downloadBar: false },
};

/** What the server read beside startup; none of it during maintenance (SPEC 4: nothing else loads). */
export type SiteExtras = {
  template: string;
  menu: MenuChild[];
  accountList: z.infer<typeof SocialAccount>[];
  cms: Cms | null;
  partners: PartnerView[];
};

/** The site state of a startup answer and what the layout loaded with it. */
export function siteDataOf(startup: StartupAnswer, extras: SiteExtras): SiteData {
  const cms: CmsSwitches = {};
  for (const [key, entry] of Object.entries(extras.cms ?? {})) cms[key as keyof Cms] = entry.status;
  return {
    message: startup.message ?? 'OK',
    template: extras.template,
    maintenance: startup.maintenance,
    language: startup.language,
    content: { menu: { children: extras.menu } },
    accountList: extras.accountList,
    site: startup.site,
    cms,
    cms_status: extras.cms !== null,
    provider_count: startup.provider_count,
    aff_domain: startup.aff_domain,
    live_chat: startup.live_chat,
    partners: extras.partners,
    showPartner: extras.partners.length > 0,
    show_referral: startup.show_referral !== false,
  };
}
