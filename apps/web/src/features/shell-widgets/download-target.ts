import type { AppLink } from '@/features/content/app-links';
import type { DeviceInfo } from '@/lib/device/device-info';

/** Where the download bar sends a device: straight to its own store's app, else to the /download page. */
export function downloadTarget(
  links: readonly AppLink[],
  device: Pick<DeviceInfo, 'isAndroid' | 'isIos'> | null,
): { external: string } | { page: '/download' } {
  const own = links.find(
    (link) => (link.platform === 'android' && device?.isAndroid) || (link.platform === 'ios' && device?.isIos),
  );
  return own ? { external: own.href } : { page: '/download' };
}
