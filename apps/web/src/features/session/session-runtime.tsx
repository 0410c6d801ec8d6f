'use client';

import { FORCE_LOGOUT_KEY, PLAYER_STORAGE_KEY, STATUS_POLL_MS } from '@felt/contract/tables';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { openLoginModal } from '@/features/auth/login-modal';
import { setErrorCatalogueLocale, useErrorText } from '@/i18n/error-catalogue';
import { usePathname, useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/api/client';
import { setAnswerEffects } from '@/lib/api/handle-answer';
import { showErrorDialog } from './error-dialog';
import { hydratePlayer, resetPlayer, usePlayer } from './player-store';
import { arrivedAt } from './send-guest-away';
import { forceLogout, hasSession, refreshBalance } from './session-actions';
import { setSessionBridge } from './session-bridge';
import { useSessionSettings } from './session-provider';

/** Focus and visibility often fire together; one status check covers both. */
const MIN_CHECK_GAP_MS = 5_000;

/**
 * Mounted once by the shell. Connects the error handler and the session code to React (translations,
 * router, template), reads the stored player, keeps tabs in step, and while a player is logged in asks
 * settings/check_status whether the session still stands.
 */
export function SessionRuntime() {
  const t = useTranslations();
  const errorText = useErrorText();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const { guestRedirect } = useSessionSettings();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const pathRef = useRef(pathname);

  useEffect(() => {
    const text = (key: string) => (t.has(key as never) ? t(key as never) : undefined);
    const removeBridge = setSessionBridge({
      navigate: (path) => router.replace(path),
      pathname: () => pathRef.current,
      text,
      openLogin: openLoginModal,
      guestRedirect,
    });
    const removeEffects = setAnswerEffects({
      isPlayer: hasSession,
      forceLogout,
      errorText,
      showError: (message) =>
        showErrorDialog({
          title: errorText('errorTitle') ?? '',
          text: message,
          dismiss: text('ui.session.dismiss') ?? '',
        }),
    });
    return () => {
      removeBridge();
      removeEffects();
    };
  }, [t, errorText, router, guestRedirect]);

  useEffect(() => setErrorCatalogueLocale(locale), [locale]);

  // After the page's own effects (announcements), so a pending login modal opens over them.
  useEffect(() => {
    pathRef.current = pathname;
    arrivedAt(pathname);
  }, [pathname]);

  useEffect(() => {
    void hydratePlayer();
    // SPEC 4: a tab that sees another's logout marker resets and reloads; a login elsewhere shows here.
    function onStorage(event: StorageEvent) {
      if (event.key === FORCE_LOGOUT_KEY && event.newValue) {
        resetPlayer();
        window.location.reload();
      } else if (event.key === PLAYER_STORAGE_KEY) {
        void hydratePlayer();
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!isPlayer) return;
    let lastCheck = 0;
    const check = () => {
      lastCheck = Date.now();
      void callApi('/api/settings/check_status', {}, { inline: true });
    };
    const onFocus = () => {
      if (Date.now() - lastCheck >= MIN_CHECK_GAP_MS) check();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      onFocus();
      void refreshBalance({ inline: true });
    };
    check();
    void refreshBalance({ inline: true });
    const timer = setInterval(check, STATUS_POLL_MS);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isPlayer]);

  return null;
}
