'use client';

import './globals.css';
import { GLOBAL_ERROR_TEXTS } from '@/features/errors/global-error-texts';

// Last resort when a root layout fails (e.g. the platform went away mid-render). No provider is
// guaranteed to exist here, so it has its English texts with it.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main className="grid min-h-dvh place-items-center p-6 text-center">
          <div>
            <h1 className="mb-3 text-xl font-semibold">{GLOBAL_ERROR_TEXTS.title}</h1>
            <p className="mb-6">{GLOBAL_ERROR_TEXTS.text}</p>
            <button
              type="button"
              onClick={reset}
              className="rounded-(--radius) bg-accent px-5 py-2.5 font-semibold text-on-accent"
            >
              {GLOBAL_ERROR_TEXTS.retry}
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
