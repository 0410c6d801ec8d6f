import type { HostResolution } from '@/tenant/host-resolver.server';

// Where the operator gallery is served (docs/decisions/0030). In demo mode on every host, since a demo install
// serves localhost only; otherwise only on a host that is no site, so a player can never reach it on a tenant's
// domain: there /gallery is an unknown path like any other.

export const GALLERY_PATH = '/gallery';

export function isGalleryPath(pathname: string): boolean {
  return pathname === GALLERY_PATH || pathname.startsWith(`${GALLERY_PATH}/`);
}

export function galleryServed(demo: boolean, host: HostResolution['kind']): boolean {
  return demo || host === 'unknown';
}
