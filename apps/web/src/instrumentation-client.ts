import { type NavigationType, navigationStarted } from '@/features/shell-widgets/navigation-events';

// Next calls this before every client-side navigation (Link, router.push, back and forward): the one place
// that sees them all start. The shell widgets listen to it (progress bar, reload after a new build).
export function onRouterTransitionStart(url: string, navigationType: NavigationType): void {
  navigationStarted(url, navigationType);
}
