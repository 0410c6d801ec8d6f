'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time: while an answer is awaited, further submits do nothing (a ref, not state, so
 * a fast double click cannot slip in before the re-render). A handler that returns true keeps the form
 * busy, for when the page is about to leave.
 */
export function useSubmitGuard() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const guard = useCallback(
    <A extends unknown[]>(handler: (...args: A) => Promise<unknown>) =>
      async (...args: A): Promise<void> => {
        if (busy.current) return;
        busy.current = true;
        setPending(true);
        let keepBusy = false;
        try {
          keepBusy = (await handler(...args)) === true;
        } finally {
          if (!keepBusy) {
            busy.current = false;
            setPending(false);
          }
        }
      },
    [],
  );
  return { pending, guard };
}
