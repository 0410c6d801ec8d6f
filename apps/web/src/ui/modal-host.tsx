'use client';

import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useOpenModal } from './modal-stack';

// The dialog's code comes with the first modal (decision 0043): most pages open none by themselves, and the one
// that does (the home's announcements) opens after hydration anyway.
const ModalDialog = lazyPart(() => import('./modal-dialog').then((m) => m.ModalDialog));

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
