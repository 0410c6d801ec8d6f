import type { Cms } from '@felt/contract';
import { type CmsKey, cmsPageOff } from './cms-text';

// Information pages of SPEC 2.1, in the order players look for them.
export const FOOTER_LINKS = [
  ['about', '/about'],
  ['faqs', '/faqs'],
  ['banking', '/banking'],
  ['responsible', '/responsible-gaming'],
  ['privacy', '/privacy-policy'],
  ['terms', '/term-condition'],
  ['contact', '/contact-us'],
] as const;

export type FooterLink = (typeof FOOTER_LINKS)[number];

/**
 * Footer links whose page is only CMS text: a switched-off page answers not found, so its link goes too.
 * /banking and /responsible-gaming also carry methods and tools, so they stay whatever their CMS status.
 */
const TEXT_ONLY_PAGES: Partial<Record<FooterLink[0], CmsKey>> = {
  about: 'about_us',
  faqs: 'faqs',
  privacy: 'privacy_policy',
};

/** The footer links a tenant shows, given its CMS (null: unknown, every link shows). */
export function visibleFooterLinks(cms: Cms | null): FooterLink[] {
  return FOOTER_LINKS.filter(([key]) => {
    const cmsKey = TEXT_ONLY_PAGES[key];
    return cmsKey === undefined || !cmsPageOff(cms, cmsKey);
  });
}
