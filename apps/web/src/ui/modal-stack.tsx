'use client';

import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

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

/**
 * Renders the open modal in a native <dialog>: showModal() makes the page behind it inert (focus stays
 * inside), Escape closes it, and the browser returns focus to where it was. Rendered once by the shell.
 */
export function ModalHost({ closeLabel }: { closeLabel: string }) {
  const modal = useOpenModal();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (modal && !dialog.open) dialog.showModal();
    if (!modal && dialog.open) dialog.close();
  }, [modal]);

  // showModal() makes the page inert, but Tab can still leave for the browser's own controls; keep it inside.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click on the backdrop lands on the dialog itself; clicks inside land on its children.
  function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) closeModal();
  }

  return (
    <dialog
      ref={ref}
      data-slot="modal"
      aria-labelledby={modal ? titleId : undefined}
      onClose={() => closeModal()}
      onClick={onBackdrop}
      onKeyDown={onKeyDown}
    >
      {modal ? (
        <div data-slot="modal-panel">
          <div data-slot="modal-header">
            <h2 id={titleId} data-slot="modal-title">
              {modal.title}
            </h2>
            <button type="button" data-slot="modal-close" onClick={() => closeModal()} aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <div data-slot="modal-body">{modal.content}</div>
        </div>
      ) : null}
    </dialog>
  );
}
