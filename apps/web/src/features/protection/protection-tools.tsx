'use client';

import { LIMIT_KINDS } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { ExclusionForm } from './exclusion-form';
import { GuestPrompt } from './guest-prompt';
import { LimitSection } from './limit-section';
import { SessionSettingsForm } from './session-settings-form';
import { useProtection } from './use-protection';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/features/games/games.css';
import './protection.css';

/**
 * Under the operator's text on /responsible-gaming: the player's tools, or for a guest a way to log in. The
 * page is cached for everyone, so which one shows is decided here once the stored player has been read.
 */
export function ProtectionTools() {
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  if (!hydrated) return null;
  return isPlayer ? <PlayerTools /> : <GuestPrompt />;
}

function PlayerTools() {
  const t = useTranslations('ui.protection');
  const { loaded, retry, update } = useProtection();

  if (loaded.status === 'loading') {
    return (
      <p data-slot="form-text" role="status">
        {t('loading')}
      </p>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div role="alert" data-slot="lobby-problem">
        <p>{t('error')}</p>
        <button type="button" data-slot="form-button" onClick={() => void retry()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { protection } = loaded;
  return (
    <div data-slot="protection-tools">
      {LIMIT_KINDS.map((kind) => (
        <LimitSection key={kind} kind={kind} protection={protection} onSaved={update} />
      ))}
      <section data-slot="account-section" aria-labelledby="protection-session-title">
        <h2 id="protection-session-title" data-slot="account-section-title" data-face="display">
          {t('session.title')}
        </h2>
        <p data-slot="form-text">{t('session.intro')}</p>
        <SessionSettingsForm protection={protection} onSaved={update} />
      </section>
      <section data-slot="account-section" aria-labelledby="protection-exclusion-title">
        <h2 id="protection-exclusion-title" data-slot="account-section-title" data-face="display">
          {t('exclusion.title')}
        </h2>
        <p data-slot="form-text">{t('exclusion.intro')}</p>
        <ExclusionForm />
      </section>
    </div>
  );
}
