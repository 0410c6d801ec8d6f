'use client';

import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import { closeModal, useOpenModal } from './modal-stack';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Renders the open modal in a native <dialog>: showModal() makes the page behind it inert (focus stays
 * inside), Escape closes it, and the browser returns focus to where it was. Mounted by ModalHost.
 */
export function ModalDialog({ closeLabel }: { closeLabel: string }) {
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
      // The close event comes a task after the dialog closed: if a modal opened meanwhile (the login modal just after
      // the announcements were closed), the dialog is open again and the event is the earlier modal's.
      onClose={(event) => {
        if (!event.currentTarget.open) closeModal();
      }}
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
