import { type NavigationType, navigationStarted } from '@/features/shell-widgets/navigation-events';

// The page policy allows no eval: zod's compiled fast path would only try `new Function`, fail and fall back, and
// the browser would report the attempt as a policy violation. This is the object zod's config() writes to (it
// keeps one on globalThis); set here rather than by importing zod, which would put zod in every page's first load.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig ??= {};
zodConfig.__zod_globalConfig.jitless = true;

// Next calls this before every client-side navigation (Link, router.push, back and forward): the one place
// that sees them all start. The shell widgets listen to it (progress bar, reload after a new build).
export function onRouterTransitionStart(url: string, navigationType: NavigationType): void {
  navigationStarted(url, navigationType);
}
