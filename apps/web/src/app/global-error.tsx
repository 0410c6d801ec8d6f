'use client';

import './globals.css';
import { fallbackMessages } from '@/features/errors/english-messages';

// Last resort when a root layout fails (e.g. the platform went away mid-render). No provider is
// guaranteed to exist here, so it reads the English messages directly.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { ui, errors } = fallbackMessages;
  return (
    <html lang="en">
      <body>
        <main className="grid min-h-dvh place-items-center p-6 text-center">
          <div>
            <h1 className="mb-3 text-xl font-semibold">{errors.errorTitle}</h1>
            <p className="mb-6">{errors.internalServerError}</p>
            <button
              type="button"
              onClick={reset}
              className="rounded-(--radius) bg-accent px-5 py-2.5 font-semibold text-on-accent"
            >
              {ui.common.retry}
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
