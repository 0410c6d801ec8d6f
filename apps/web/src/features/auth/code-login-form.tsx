'use client';

import { useState } from 'react';
import { CodeLoginRequestForm } from './code-login-request-form';
import { CodeLoginVerifyForm } from './code-login-verify-form';

type Sent = { accountId: string; waitSeconds: number };

/** Log in with a one-time code: ask for a code for an account, then type it in. */
export function CodeLoginForm({ onDone }: { onDone?: (() => void) | undefined }) {
  const [sent, setSent] = useState<Sent | null>(null);
  if (!sent) return <CodeLoginRequestForm onSent={setSent} />;
  return (
    <CodeLoginVerifyForm
      accountId={sent.accountId}
      waitSeconds={sent.waitSeconds}
      onDone={onDone}
      onRestart={() => setSent(null)}
    />
  );
}
