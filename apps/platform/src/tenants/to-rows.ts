import { CMS_KEYS } from '@felt/contract';
import type { TenantFile } from '@felt/contract/operator';
import type { TenantRows } from '../db/queries/tenant-write';
import type { MediaFile } from '../media/svg';
import { mediaUrl } from '../media/svg';
import { partnerBadge, slideArt, tenantLogos } from '../media/tenant-art';

const date = (iso: string | null) => (iso ? new Date(iso) : null);

/** Turns a validated tenant file into rows, drawing whatever images the file does not give. */
export async function tenantRows(file: TenantFile): Promise<TenantRows> {
  const { site } = file;
  const brand = {
    domain: file.domain_name,
    logoText: site.logo_text,
    siteName: site.site_name,
    color: site.theme_color,
  };
  const drawn = tenantLogos(brand);
  const files: MediaFile[] = [];
  const use = (given: string | undefined, art: MediaFile) => {
    if (given) return given;
    files.push(art);
    return mediaUrl(art);
  };
  const logos = site.logos ?? {};
  const logo1 = use(logos.logo1, drawn.logo1);
  const logo2 = use(logos.logo2, drawn.logo2);
  const logo3 = use(logos.logo3, drawn.logo3);
  const manifest_icon = logos.manifest_icon ?? logo2;

  // Drawn banners are pictures (raster.ts): the drawing gives the placeholder with the file.
  const slides = await Promise.all(
    file.slides.map(async (slide, position) => {
      const art = slide.img_url ? null : await slideArt(brand, position, slide.href);
      return {
        position,
        titles: slide.title,
        href: slide.href,
        img_url: art ? use(undefined, art.file) : slide.img_url!,
        img_from_file: !art,
        placeholder: art?.placeholder ?? null,
      };
    }),
  );

  return {
    tenant: {
      domain_name: file.domain_name,
      external_id: file.external_id,
      site_name: site.site_name,
      currency: site.currency,
      theme_code: site.theme_code,
      theme_color: site.theme_color,
      logo_text: site.logo_text,
      status: site.status,
      expired_date: date(site.expired_date),
      android_sub: site.android_sub,
      ios_sub: site.ios_sub,
      gamify_status: site.gamify_status,
      logo1,
      logo2,
      logo3,
      manifest_icon,
      file_logos: site.logos ?? null,
      default_lang: file.languages.default,
      languages: file.languages.enabled,
      maintenance_start: date(file.maintenance?.start_date ?? null),
      maintenance_end: date(file.maintenance?.end_date ?? null),
      live_chat_id: file.live_chat.chat_id,
      live_chat_image_id: file.live_chat.image_id,
      live_chat_status: file.live_chat.status,
      aff_domain: file.aff_domain,
      engagement: file.engagement ?? null,
    },
    menu: file.menu.map((entry, position) => ({ position, ...entry })),
    cms: CMS_KEYS.map((page_key) => ({ page_key, ...file.cms[page_key] })),
    seo: file.seo.map((record, position) => ({ position, ...record })),
    partners: file.partners.map((partner, position) => ({
      position,
      partner_name: partner.partner_name,
      href: partner.href,
      img_url: partner.img_url ?? use(undefined, partnerBadge(brand, partner.partner_name, position)),
      img_from_file: Boolean(partner.img_url),
    })),
    socialAccounts: file.social_accounts.map((account, position) => ({ position, ...account })),
    analytics: file.analytics.map((item, position) => ({ position, ...item })),
    slides,
    marquee: file.marquee.map((item, position) => ({ position, contents: item.content })),
    announcements: file.announcements.map((item, position) => ({
      position,
      created_at: new Date(item.created_at),
      titles: item.title,
      contents: item.content,
    })),
    media: files,
  };
}
