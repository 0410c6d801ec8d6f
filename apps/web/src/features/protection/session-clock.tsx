'use client';

import { useTranslations } from 'next-intl';
import { useProtectionStore } from './protection-store';
import { elapsedSeconds, formatClock, isoDuration } from './session-time';
import { useNow } from './use-now';
import './protection.css';

/**
 * The header's session clock: how long this login has lasted, from the platform's started_at. A timer role
 * with aria-live off, so screen readers read it when asked and are not told every second.
 */
export function SessionClock() {
  const t = useTranslations('ui.protection.clock');
  const startedAt = useProtectionStore((state) => state.startedAt);
  const now = useNow(1000);
  if (!startedAt) return null;
  const seconds = elapsedSeconds(startedAt, now);
  return (
    <span data-slot="session-clock" role="timer" aria-live="off" aria-label={t('label')} title={t('label')}>
      <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="8" />
        <path d="M12 8v4l2.5 2.5" />
      </svg>
      <time dateTime={isoDuration(seconds)}>{formatClock(seconds)}</time>
    </span>
  );
}
