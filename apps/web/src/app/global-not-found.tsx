import './globals.css';
import type { Metadata } from 'next';
import { EnglishIntlProvider } from '@/features/errors/english-intl-provider';
import { fallbackMessages } from '@/features/errors/english-messages';
import { NotFoundView } from '@/features/errors/not-found-view';
import { fontVariables } from '@/lib/fonts';

// For URLs that reach no tenant route (a file that does not exist, an unknown path outside the proxy).
export const metadata: Metadata = { title: fallbackMessages.ui.notFound.title };

export default function GlobalNotFound() {
  return (
    <html lang="en" className={fontVariables}>
      <body>
        <EnglishIntlProvider>
          <main id="main">
            <NotFoundView pathRendered={false} />
          </main>
        </EnglishIntlProvider>
      </body>
    </html>
  );
}
