'use client';

import { type ReactNode, Suspense } from 'react';
import { AccountPage } from '@/features/account/account-page';
import '@/ui/form/forms.css';

/** A history page: players only, in the wide panel; the part that reads the address waits in Suspense. */
export function HistoryShell({ title, loading, children }: { title: string; loading: string; children: ReactNode }) {
  return (
    <AccountPage title={title} width="wide">
      <Suspense fallback={<p data-slot="form-text">{loading}</p>}>{children}</Suspense>
    </AccountPage>
  );
}
