import type { Site } from '@felt/contract';
import { safeHref } from './contact-channels';

export type AppLink = { platform: 'android' | 'ios'; href: string };

/** The tenant's app downloads (startup's android_sub and ios_sub) that are links a player may follow. */
export function appLinks(site: Pick<Site, 'android_sub' | 'ios_sub'>): AppLink[] {
  const links: AppLink[] = [];
  const android = site.android_sub ? safeHref(site.android_sub) : null;
  const ios = site.ios_sub ? safeHref(site.ios_sub) : null;
  if (android) links.push({ platform: 'android', href: android });
  if (ios) links.push({ platform: 'ios', href: ios });
  return links;
}
