'use client';

import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useOpenModal } from './modal-stack';

// Most visits open no modal before they leave, or open the first one well after the page is ready: the
// dialog's code comes with the first modal (decision 0043). A failed load is reported to the page's error
// listeners (a deployment's missing chunk reloads the page there) and shows no dialog.
const ModalDialog = lazy<ComponentType<{ closeLabel: string }>>(() =>
  import('./modal-dialog').then(
    (m) => ({ default: m.ModalDialog }),
    (error: unknown) => {
      reportError(error);
      return { default: () => null };
    },
  ),
);

/** The site's one modal host, rendered once by the shell: empty until the first modal opens. */
export function ModalHost({ closeLabel }: { closeLabel: string }) {
  const open = useOpenModal() !== null;
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ModalDialog closeLabel={closeLabel} />
    </Suspense>
  ) : null;
}
