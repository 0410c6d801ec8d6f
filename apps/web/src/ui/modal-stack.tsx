'use client';

import { type ReactNode, useSyncExternalStore } from 'react';

/** A modal request: what to show, and what to do when it goes (closed by the player or by another modal). */
export type ModalEntry = { id: string; title: string; content: ReactNode; onClose?: () => void };

// The one modal stack of the site (SPEC 2.6): at most one modal is open; opening another closes it first.
let current: ModalEntry | null = null;
const listeners = new Set<() => void>();

function setCurrent(next: ModalEntry | null) {
  const previous = current;
  current = next;
  for (const listener of listeners) listener();
  if (previous && previous.id !== next?.id) previous.onClose?.();
}

export function openModal(entry: ModalEntry): void {
  setCurrent(entry);
}

/** Closes the open modal, or only the one with this id when an id is given. */
export function closeModal(id?: string): void {
  if (current && (id === undefined || current.id === id)) setCurrent(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenModal(): ModalEntry | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
