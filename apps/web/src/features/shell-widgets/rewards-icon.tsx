'use client';

import { openLoginModal } from '@/features/auth/login-modal';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { useSessionSettings } from '@/features/session/session-provider';
import { Link } from '@/i18n/navigation';
import { useStoredFlag } from './stored-flag';
import { WidgetIcon } from './widget-icons';
import type { WidgetLabels } from './widget-labels';

const DISMISSED_KEY = 'felt:rewards-dismissed';

/**
 * SPEC 2.6: the rewards icon of a site with gamification. A player opens the minigame in a new tab; a
 * guest logs in first, in the login modal on the templates that have one, else on /login. Put away for
 * the browser session with its close button. Until the stored player and that choice are read, an unseen copy of
 * its face keeps its room in the dock, so the live chat button below it does not move when it appears.
 */
export function RewardsIcon({ labels }: { labels: WidgetLabels }) {
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const { loginMode } = useSessionSettings();
  const [dismissed, setDismissed] = useStoredFlag('session', DISMISSED_KEY);
  const face = (
    <>
      <WidgetIcon name="gift" />
      <span className="sr-only">{labels.rewards}</span>
    </>
  );
  // Until the stored player is read the icon cannot know where it leads.
  if (!hydrated || dismissed === null) {
    return (
      <div data-slot="rewards-widget" data-pending="" aria-hidden="true">
        <span data-slot="widget-button">{face}</span>
      </div>
    );
  }
  if (dismissed) return null;

  let action = (
    <Link href="/login" data-slot="widget-button" title={labels.rewards}>
      {face}
    </Link>
  );
  if (isPlayer) {
    action = (
      <Link href="/minigame" target="_blank" rel="noopener" data-slot="widget-button" title={labels.rewards}>
        {face}
        <span className="sr-only"> {labels.newTab}</span>
      </Link>
    );
  } else if (loginMode !== 'page') {
    action = (
      <button
        type="button"
        data-slot="widget-button"
        title={labels.rewards}
        onClick={() => openLoginModal(loginMode === 'signin-modal' ? 'signin' : 'login')}
      >
        {face}
      </button>
    );
  }

  return (
    <div data-slot="rewards-widget">
      {action}
      <button
        type="button"
        data-slot="widget-dismiss"
        aria-label={labels.rewardsDismiss}
        onClick={() => setDismissed(true)}
      >
        <WidgetIcon name="close" />
      </button>
    </div>
  );
}
