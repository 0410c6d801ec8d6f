'use client';

import { useTranslations } from 'next-intl';
import { useErrorText } from '@/i18n/error-catalogue';
import { Link } from '@/i18n/navigation';
import '@/ui/form/forms.css';
import './play.css';

/**
 * A game that could not be started: the reason in the player's words (the answer's message is a key of the
 * errors messages; an unknown one reads as unknownError) and the way back to the lobby.
 */
export function LaunchFailure({ message, lobby }: { message: string; lobby: string }) {
  const t = useTranslations('ui.games.play');
  const errorText = useErrorText();
  const reason = (message && errorText(message)) || errorText('unknownError');
  return (
    <section data-slot="play-failure" role="alert" aria-labelledby="play-failure-title">
      <h1 id="play-failure-title" data-slot="play-title" data-face="display">
        {t('failedTitle')}
      </h1>
      <p>{reason}</p>
      <Link href={lobby} data-slot="form-button">
        {t('backToLobby')}
      </Link>
    </section>
  );
}
