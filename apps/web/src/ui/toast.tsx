'use client';

import { TIMINGS } from '@felt/contract/tables';
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import type { ToastTone } from './toast-card';
import type * as ToastLayer from './toast-layer';

// The one toast API of the site (STYLE), on sonner: bottom-right, one toaster mounted by the shell. Most visits
// show no toast, so sonner (about 10 KB of the first load) and our card come with the first one: the toaster is
// mounted, and only then is the toast added, so the region screen readers listen to is there before its first
// message.

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

type LayerModule = typeof ToastLayer;

let sonner: Promise<LayerModule> | null = null;
/** Set by the mounted AppToaster: puts sonner's Toaster in the page. */
let mountToaster: ((module: LayerModule) => void) | null = null;
let toasterReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  toasterReady = resolve;
});

function loadSonner(): Promise<LayerModule> {
  if (!sonner) {
    sonner = import('./toast-layer');
    void sonner.then((module) => mountToaster?.(module));
  }
  return sonner;
}

export function showToast({
  title,
  text,
  tone = 'success',
  durationMs = TIMINGS.errorToastMs,
  progress = durationMs <= TIMINGS.errorToastMs,
  id,
}: ToastOptions): void {
  void Promise.all([loadSonner(), ready]).then(([{ toast, ToastCard }]) =>
    toast.custom(
      () => <ToastCard title={title} text={text} tone={tone} durationMs={durationMs} progress={progress} />,
      { duration: durationMs, id },
    ),
  );
}

type Props = {
  /** The name screen readers give the toast region. */
  label: string;
  /** Room left at the bottom, e.g. above a phone tab bar. */
  bottom?: string;
};

/** The toaster, mounted once by the template shell; empty until the first toast asks for it. */
export function AppToaster({ label, bottom = '1rem' }: Props) {
  const [Toaster, setToaster] = useState<ComponentType<ComponentProps<LayerModule['Toaster']>> | null>(null);

  useEffect(() => {
    mountToaster = (module) => setToaster(() => module.Toaster);
    // A toast asked for before this mounted.
    void sonner?.then((module) => mountToaster?.(module));
    return () => {
      mountToaster = null;
    };
  }, []);

  // Runs after the Toaster's own effects, so it is listening before the first toast is added.
  useEffect(() => {
    if (Toaster) toasterReady();
  }, [Toaster]);

  if (!Toaster) return null;
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
