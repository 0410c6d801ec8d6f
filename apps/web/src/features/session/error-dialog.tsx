'use client';

import { closeModal, openModal } from '@/ui/modal-stack';

export const ERROR_DIALOG_ID = 'error';

function ErrorDialogBody({ text, dismiss }: { text: string; dismiss: string }) {
  return (
    <div data-slot="error-dialog">
      <p data-slot="error-text">{text}</p>
      <button type="button" data-slot="button" data-variant="primary" onClick={() => closeModal(ERROR_DIALOG_ID)}>
        {dismiss}
      </button>
    </div>
  );
}

/** The error dialog of SPEC 8, through the one modal stack. */
export function showErrorDialog({ title, text, dismiss }: { title: string; text: string; dismiss: string }): void {
  openModal({ id: ERROR_DIALOG_ID, title, content: <ErrorDialogBody text={text} dismiss={dismiss} /> });
}
