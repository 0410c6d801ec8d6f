'use client';

import { TIMINGS } from '@felt/contract/tables';
import { Toaster, toast } from 'sonner';
import { ToastCard, type ToastTone } from './toast-card';

// The one toast API of the site (STYLE), on sonner: bottom-right, one toaster mounted by the shell.

export type { ToastTone } from './toast-card';

export type ToastOptions = {
  title: string;
  text?: string;
  tone?: ToastTone;
  /** How long it stays; SPEC 9's 3 s unless said otherwise. */
  durationMs?: number;
  /** The emptying bar of SPEC 8's optional toast; on by default for the short ones. */
  progress?: boolean;
  /** A toast shown again with the same id replaces the first instead of stacking. */
  id?: string;
};

export function showToast({
  title,
  text,
  tone = 'success',
  durationMs = TIMINGS.errorToastMs,
  progress = durationMs <= TIMINGS.errorToastMs,
  id,
}: ToastOptions): void {
  toast.custom(() => <ToastCard title={title} text={text} tone={tone} durationMs={durationMs} progress={progress} />, {
    duration: durationMs,
    id,
  });
}

type Props = {
  /** The name screen readers give the toast region. */
  label: string;
  /** Room left at the bottom, e.g. above a phone tab bar. */
  bottom?: string;
};

/** The toaster, mounted once by the template shell. */
export function AppToaster({ label, bottom = '1rem' }: Props) {
  return (
    <Toaster
      position="bottom-right"
      containerAriaLabel={label}
      offset={{ bottom, right: '1rem' }}
      mobileOffset={{ bottom, right: '0.75rem', left: '0.75rem' }}
      visibleToasts={3}
    />
  );
}
